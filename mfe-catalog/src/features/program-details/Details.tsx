import { lazy, Suspense, useCallback, useState } from 'react';
import type { Program, ProgramSession } from '@wellness/shared/domain';
import { Link, useDomainWords } from '@wellness/shared/contract';
import { SaveProgramButton } from '@wellness/shared/api/trust';
import { categoryLabel, heroLead, providerPath } from '@wellness/shared/domain';
import { Badge, RatingStars } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import { CalendarIcon, MoonIcon } from '../../components/icons';
import { AboutSection } from './AboutSection';
import { ArrivalSection } from './ArrivalSection';
import { AskHost } from './ask-host/AskHost';
import { BookingCard } from './BookingCard';
import { EventsSection } from './EventsSection';
import { GallerySection } from './GallerySection';
import { Hero } from './Hero';
import { IncludedSection } from './IncludedSection';
import { RelatedSection } from './RelatedSection';
import { ReviewsSection } from './ReviewsSection';
import { ScheduleSection } from './ScheduleSection';
import { SectionNav } from './SectionNav';
import { SessionsSection } from './SessionsSection';
import { SpecialOffersSection } from './SpecialOffersSection';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { useCountView } from './view-count/useCountView';
import { nightsIn, useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

// The host's figures, far below the fold: their own chunk, loaded as they come near the viewport.
const TrustSignals = lazy(() => import(/* webpackChunkName: "host-trust" */ '../../components/trust-signals/TrustSignals').then((m) => ({ default: m.TrustSignals })));

// The booking form loads on first use, in its own chunk.
const BookingDialog = lazy(() => import(/* webpackChunkName: "booking-dialog" */ './booking/BookingDialog'));

/** A program's page: the hero, the sticky nav and its sections beside the booking card, then related programs. */
export function Details({ program }: { program: Program }) {
  // A view of the page, counted by the API (once a visitor a day, no cookie).
  useCountView(program.id);
  // Open with the session chosen in Dates and places, if any.
  const [booking, setBooking] = useState<{ sessionId?: string } | null>(null);
  const closeBooking = useCallback(() => setBooking(null), []);
  const chooseSession = useCallback((session: ProgramSession) => setBooking({ sessionId: session.id }), []);
  const { t, locale } = useDetailsT();
  const today = new Date().toISOString().slice(0, 10);
  const nextDate = program.bookingOptions.availableDates.filter((d) => d >= today).sort()[0];
  // Its own category ("Yoga & Meditation"), not the group it is listed under; a sample's group when it has none; in
  // the page's language.
  const words = useDomainWords();
  const category = words.categoryLabel(program.category || program.group, categoryLabel(program.category) || program.groupName);

  return (
    <div className={styles.page}>
      <Hero
        program={{ ...program, description: heroLead(program) }}
        facts={
          <>
            <ul className={styles.facts} aria-label={t('glance')}>
              <li><MoonIcon /> {nightsIn(t, program.nights, program.duration)}</li>
              {nextDate && <li><CalendarIcon /> {t('nextDate', { date: formatDate(nextDate, locale) })}</li>}
              {category && <li>{category}</li>}
            </ul>
            <div className={styles.trust}>
              {(program.reviewStats?.count ?? 0) > 0 ? (
                <a href="#reviews" className={styles.ratingLink}><RatingStars summary={program.reviewStats} locale={locale} /></a>
              ) : (
                <RatingStars summary={program.reviewStats} locale={locale} />
              )}
              {program.provider && (
                <Link to={providerPath(program.provider.slug)} className={styles.provider}>{t('hostedBy', { name: program.provider.name })}</Link>
              )}
              <SaveProgramButton program={program} className={styles.save} />
            </div>
          </>
        }
        badge={program.specialOffer && <span className={styles.heroBadge}><Badge variant="glass" size="sm">{program.specialOffer}</Badge></span>}
      />

      <SectionNav />

      <div className={styles.layout}>
        <div className={styles.main}>
          <SessionsSection program={program} onChoose={chooseSession} />
          <AboutSection program={program} />
          <IncludedSection program={program} />
          <SpecialOffersSection program={program} />
          <EventsSection program={program} />
          <ScheduleSection program={program} />
          <GallerySection program={program} />
          <ArrivalSection program={program} />
          {program.hostTrust && program.provider && (
            <LazyWhenNear placeholder={null}>
              <TrustSignals
                trust={program.hostTrust}
                title={t('yourHost')}
                spaced
                aside={<Link to={providerPath(program.provider.slug)} className={styles.provider}>{program.provider.name}</Link>}
              />
            </LazyWhenNear>
          )}
          <ReviewsSection program={program} />
        </div>
        <BookingCard program={program} onBook={() => setBooking({})}>
          <AskHost program={program} />
        </BookingCard>
      </div>

      <RelatedSection program={program} />

      {booking && (
        <Suspense fallback={null}>
          <BookingDialog program={program} initialSessionId={booking.sessionId} onClose={closeBooking} />
        </Suspense>
      )}
    </div>
  );
}
