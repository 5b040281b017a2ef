import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useFirstViewHold, useLocation, useNavigate, useParams } from '@wellness/shared/contract';
import type { Program } from '@wellness/shared/domain';
import { Badge, Button, ButtonLink, InlineMessage, LoadingText, ResponsiveImage, Skeleton } from '@wellness/shared/ui';
import { cacheUnderSlug, useCatalogProgramQuery, type ProgramKey } from '../../lib/api/program';
import { HERO_SIZES } from '../../lib/api/programPrefetch';
import { errorStatus } from '../../lib/api/timeout';
import { fallbackFields, useSampleData } from '@wellness/shared/fallback';
import { formatDate, nightsText, priceTextOf } from '../../lib/format';
import { programDetailsHref } from '../../lib/listCriteria';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { CalendarIcon, MoonIcon, PinIcon } from '../../components/icons';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { GallerySkeleton } from './GallerySkeleton';
import { IncludedFeatures } from './IncludedFeatures';
import { SectionNav } from './SectionNav';
import styles from './ProgramDetailsPage.module.css';

// Below the fold, each its own chunk, loaded as it comes near the viewport; the booking form on first use.
const Gallery = lazy(() => import(/* webpackChunkName: "program-gallery" */ './Gallery'));
const RelatedPrograms = lazy(() => import(/* webpackChunkName: "related-programs" */ './RelatedPrograms'));
const BookingDialog = lazy(() => import(/* webpackChunkName: "booking-dialog" */ './booking/BookingDialog'));

export const DETAILS_MESSAGES = {
  loading: 'Loading program details...',
  notFound: 'Program not found.',
  failed: 'Failed to load program details. Please try again later.',
  noEvents: 'No related events or retreats found.',
} as const;

/** After a failure that is not a 404, the page shows its message this long, then returns to /explore (SPEC §4). */
export const FAILURE_REDIRECT_MS = 3000;

/** SPEC §2 event badges: GUEST EXPERT at even positions, SIGNATURE EVENT at odd ones. */
export const eventBadge = (index: number) => (index % 2 === 0 ? 'GUEST EXPERT' : 'SIGNATURE EVENT');

/** Which program the URL (or the spec's programName state) asks for. */
function useProgramKey(): ProgramKey | null {
  const { slug } = useParams();
  const location = useLocation();
  const querySlug = new URLSearchParams(location.search).get('slug')?.trim();
  const name = (location.state as { programName?: unknown } | null)?.programName;
  if (slug) return { slug };
  if (querySlug) return { slug: querySlug };
  if (typeof name === 'string' && name.trim()) return { name: name.trim() };
  return null;
}

/** SPEC §2 Program details, loaded by slug (DESIGN §7) or by the programName state, which then moves to the slug URL. */
export function ProgramDetailsPage() {
  const key = useProgramKey();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // Only the fields the page reads: the query going pending (from an effect) then renders nothing.
  const query = useCatalogProgramQuery(key ?? { slug: '' }, { skip: key === null, selectFromResult: fallbackFields });
  // The page renders in a transition once its program arrives: in slices, not one long task (RTK Query updates are sync).
  const program = useDeferredValue(query.data);
  // The server's first view may already show the program's hero: it stays until the page can show as much.
  useFirstViewHold(key !== null && !program && !query.isError);

  // Arrived by name (SPEC state): once known, the URL carries its slug, so a reload or a shared link works.
  useEffect(() => {
    if (!key || !('name' in key) || !program) return;
    cacheUnderSlug(dispatch, program);
    navigate(programDetailsHref(program.slug), { replace: true, state: location.state });
  }, [key, program, dispatch, navigate, location.state]);

  useEffect(() => {
    if (program) document.title = `${program.name} · Wellness Programs`;
  }, [program]);

  if (!key) return <NotFound />;
  if (program) return <Details program={program} />;
  if (query.isError) {
    if (errorStatus(query.error) === 404) return <NotFound />;
    return (
      <ErrorBoundary fallback={<Failed />}>
        <Suspense fallback={<DetailsLoading />}>
          <SampleProgram programKey={key} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return <DetailsLoading />;
}

/** The API failed: the bundled sample program of that slug or name, else the failure message and a return to /explore. */
function SampleProgram({ programKey }: { programKey: ProgramKey }) {
  const data = useSampleData(true)!;
  const program = data.programs.find((p) => ('slug' in programKey ? p.slug === programKey.slug : p.name.toLowerCase() === programKey.name.toLowerCase()));
  if (!program || program.status !== 'active' || !program.approved) return <Failed />;
  return <Details program={program} />;
}

function Failed() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/explore', { replace: true }), FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>Program details</h1>
      <InlineMessage tone="error">{DETAILS_MESSAGES.failed}</InlineMessage>
    </div>
  );
}

function NotFound() {
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{DETAILS_MESSAGES.notFound}</h1>
      <p className={styles.muted}>The program may have been renamed or is no longer offered.</p>
      <ButtonLink href="/explore" variant="primary">Back to Explore</ButtonLink>
    </div>
  );
}

/** The page while its program loads; also its prerendered first view (app/prerender.tsx). */
export function DetailsLoading() {
  // Taller than any screen, like the page it stands for: the footer stays below the fold until the program arrives.
  return (
    <div className={`${styles.page} ${styles.loadingPage}`}>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroText}>
          {/* Sized by classes, not style attributes: this view is also served prerendered, under a CSP without inline styles. */}
          <Skeleton shape="text" className={styles.skeletonEyebrow} />
          <Skeleton shape="text" className={styles.skeletonTitle} />
          <Skeleton lines={2} />
        </div>
        <div className={styles.heroMedia}><Skeleton className={styles.skeletonMedia} /></div>
      </div>
      <LoadingText>{DETAILS_MESSAGES.loading}</LoadingText>
    </div>
  );
}

/** The fields of a program its hero shows as they are (the rest is formatted, or optional). */
export type HeroFields = Pick<Program, 'name' | 'location' | 'description' | 'image'>;

/**
 * The top of the page: where, what, the lead and the picture (the page's largest paint), then `facts`. `oneWidth`:
 * the picture in its src's width only, for a view whose image address is filled in by the server.
 */
function Hero({ program, facts, badge, oneWidth }: { program: HeroFields; facts: ReactNode; badge?: ReactNode; oneWidth?: boolean }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}><PinIcon /> {program.location}</p>
        <h1 className={styles.title}>{program.name}</h1>
        <p className={styles.lead}>{program.description}</p>
        {facts}
      </div>
      <div className={styles.heroMedia}>
        <ResponsiveImage src={program.image} srcSet={oneWidth ? '' : undefined} alt={`${program.name}, ${program.location}`} width={960} height={640} priority cover sizes={HERO_SIZES} />
        {badge}
      </div>
    </header>
  );
}

/**
 * The page while its program loads, its hero already there: the site's server fills it in with the program it asked
 * the API for (app/prerender.tsx, `filledViews`), so the picture paints from the HTML, before any script. The
 * server knows nothing of the site's image widths: the picture comes in its src's (the page then picks its own).
 */
export function DetailsHeroLoading({ program }: { program: HeroFields }) {
  return (
    <div className={`${styles.page} ${styles.loadingPage}`}>
      <Hero program={program} facts={<Skeleton shape="text" className={styles.skeletonFacts} />} oneWidth />
      <LoadingText>{DETAILS_MESSAGES.loading}</LoadingText>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Details({ program }: { program: Program }) {
  const [booking, setBooking] = useState(false);
  const closeBooking = useCallback(() => setBooking(false), []);
  const bookRef = useRef<HTMLButtonElement>(null);
  const gallery = program.imageGallery;
  // SPEC §9: the included image is the gallery's 9th (index 8); the other sections use indexes 9 to 14.
  const sectionImage = (index: number) => (gallery.length ? gallery[index % gallery.length] : undefined);
  const today = new Date().toISOString().slice(0, 10);
  const nextDate = program.bookingOptions.availableDates.filter((d) => d >= today).sort()[0];

  return (
    <div className={styles.page}>
      <Hero
        program={program}
        facts={
          <ul className={styles.facts} aria-label="At a glance">
            <li><MoonIcon /> {nightsText(program.nights, program.duration)}</li>
            <li><CalendarIcon /> Next date {formatDate(nextDate)}</li>
            {program.groupName && <li>{program.groupName}</li>}
          </ul>
        }
        badge={program.specialOffer && <span className={styles.heroBadge}><Badge variant="glass" size="sm">{program.specialOffer}</Badge></span>}
      />

      <SectionNav />

      <div className={styles.layout}>
        <div className={styles.main}>
          <Section id="about-program" title="ABOUT PROGRAM">
            <div className={styles.prose}>
              {(program.about || program.description).split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>)}
            </div>
            {program.highlights.length > 0 && (
              <ul className={styles.highlights}>
                {program.highlights.map((h) => <li key={h}>{h}</li>)}
              </ul>
            )}
            {program.details && <p className={styles.address}><PinIcon /> {program.details}</p>}
          </Section>

          <Section id="whats-included" title="WHAT'S INCLUDED">
            <IncludedFeatures includes={program.includes} image={sectionImage(8)} />
          </Section>

          <Section id="special-offers" title="SPECIAL OFFERS">
            {program.specialOffers.length === 0 ? (
              <p className={styles.muted}>No special offers at the moment.</p>
            ) : (
              <ul className={styles.offers}>
                {program.specialOffers.map((offer, i) => (
                  <li key={offer.title} className={styles.offer}>
                    {sectionImage(9 + i) && <ResponsiveImage src={sectionImage(9 + i)!} alt="" width={960} height={640} cover sizes="(max-width: 640px) 92vw, 320px" className={styles.offerImage} />}
                    <div className={styles.offerText}>
                      <h3>{offer.title}</h3>
                      <p>{offer.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="events-retreats" title="EVENTS & RETREATS">
            {program.events.length === 0 ? (
              <p className={styles.muted}>{DETAILS_MESSAGES.noEvents}</p>
            ) : (
              <ul className={styles.events}>
                {program.events.map((event, i) => (
                  <li key={`${event.title}-${i}`} className={styles.event}>
                    <Badge variant={i % 2 === 0 ? 'accent' : 'primary'} size="sm">{eventBadge(i)}</Badge>
                    <h3>{event.title}</h3>
                    <p className={styles.when}>{event.when}</p>
                    <p>{event.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section id="daily-schedule" title="DAILY SCHEDULE">
            {program.dailySchedule.length === 0 ? (
              <p className={styles.muted}>Your daily schedule is tailored with you on arrival.</p>
            ) : (
              <ol className={styles.schedule}>
                {program.dailySchedule.map((item, i) => (
                  <li key={`${item.time}-${i}`}>
                    <span className={styles.time}>{item.time}</span>
                    <div>
                      <h3>{item.title}</h3>
                      <p>{item.description}</p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section id="gallery" title="GALLERY">
            <LazyWhenNear placeholder={<GallerySkeleton count={gallery.length} />}>
              <Gallery images={gallery} name={program.name} />
            </LazyWhenNear>
          </Section>

          <Section id="arrival" title="ARRIVAL">
            <dl className={styles.arrival}>
              <div><dt>Airport</dt><dd>{program.arrival.airport || 'Shared on booking'}</dd></div>
              <div><dt>Transfer</dt><dd>{program.arrival.transfer || 'Arranged by your concierge'}</dd></div>
              <div><dt>Check-in</dt><dd>{program.arrival.checkIn || 'Shared on booking'}</dd></div>
              {program.arrival.notes && <div><dt>Good to know</dt><dd>{program.arrival.notes}</dd></div>}
            </dl>
          </Section>
        </div>

        <aside className={styles.aside} aria-label="Book this program">
          <div className={styles.bookingCard}>
            <p className={styles.bookingLabel}>Price per person</p>
            <p className={styles.bookingPrice}>{priceTextOf(program.price !== null ? program.priceText : program.bookingOptions.pricePerPerson || program.priceText)}</p>
            <dl className={styles.bookingFacts}>
              <div><dt>Duration</dt><dd>{nightsText(program.nights, program.duration)}</dd></div>
              <div><dt>Book by</dt><dd>{formatDate(program.terms?.bookBy)}</dd></div>
              <div><dt>Stay by</dt><dd>{formatDate(program.terms?.stayBy)}</dd></div>
            </dl>
            <Button ref={bookRef} fullWidth size="lg" onClick={() => setBooking(true)}>
              Book Now
            </Button>
            <p className={styles.bookingNote}>No payment now. An expert contacts you within 24 hours.</p>
          </div>
        </aside>
      </div>

      <section className={styles.related} aria-labelledby="related-title">
        <h2 id="related-title" className={styles.relatedTitle}>You may also like</h2>
        <LazyWhenNear placeholder={<CardGridSkeleton count={3} className={styles.relatedGrid} bodyHeight="15rem" />}>
          <RelatedPrograms program={program} />
        </LazyWhenNear>
      </section>

      {booking && (
        <Suspense fallback={null}>
          <BookingDialog program={program} onClose={closeBooking} />
        </Suspense>
      )}
    </div>
  );
}

export default ProgramDetailsPage;
