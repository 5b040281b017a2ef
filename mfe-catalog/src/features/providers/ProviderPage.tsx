import { useEffect } from 'react';
import { Link, useFirstViewHold, useLocale, useNavigate, useParams } from '@wellness/shared/contract';
import { useGetProviderQuery } from '@wellness/shared/api/trust';
import { REVIEW_MESSAGES, type ProgramSummary, type ProviderProfile } from '@wellness/shared/domain';
import { ButtonLink, InlineMessage, LoadingText, RatingStars } from '@wellness/shared/ui';
import { errorStatus } from '../../lib/api/timeout';
import { programDetailsHref } from '../../lib/listCriteria';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { PinIcon } from '../../components/icons';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { TrustSignals } from '../../components/trust-signals/TrustSignals';
import reviewStyles from '../../components/reviews/reviews.module.css';
import styles from './ProviderPage.module.css';

export const PROVIDER_MESSAGES = {
  notFound: 'Provider not found',
  notFoundHint: 'This facility may no longer list its programs here.',
  failed: 'Could not load this provider. Please try again later.',
  noPrograms: 'No programs listed right now.',
  latestReviews: 'Latest reviews',
  programs: 'Programs',
} as const;

/** A facility's public page (`/providers/:slug`): who they are, where, their rating, programs and latest reviews. */
export function ProviderPage() {
  const { slug = '' } = useParams();
  const query = useGetProviderQuery(slug, { skip: !slug });
  // The server's view of this page (its HTML) stays until the page can show as much.
  useFirstViewHold(Boolean(slug) && !query.data && !query.isError);

  useEffect(() => {
    if (query.data) document.title = `${query.data.name} · Wellness Programs`;
  }, [query.data]);

  if (!slug || (query.isError && errorStatus(query.error) === 404)) return <ProviderNotFound />;
  if (query.isError) {
    return (
      <div className={styles.center}>
        <InlineMessage tone="error">{PROVIDER_MESSAGES.failed}</InlineMessage>
        <ButtonLink href="/explore" variant="primary">Back to Explore</ButtonLink>
      </div>
    );
  }
  if (!query.data) return <LoadingText page>Loading…</LoadingText>;
  return <Provider provider={query.data} />;
}

export function ProviderNotFound() {
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{PROVIDER_MESSAGES.notFound}</h1>
      <p className={styles.muted}>{PROVIDER_MESSAGES.notFoundHint}</p>
      <ButtonLink href="/explore" variant="primary">Back to Explore</ButtonLink>
    </div>
  );
}

/** A provider's page from its profile: what the page shows once loaded, and what the site's server renders. */
export function Provider({ provider }: { provider: ProviderProfile }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const open = (p: ProgramSummary) => navigate(programDetailsHref(p.slug), { state: { programName: p.name } });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}><PinIcon /> {provider.location}</p>
        <h1 className={styles.title}>{provider.name}</h1>
        <RatingStars summary={provider.rating} locale={locale} size="lg" />
        {provider.description && <p className={styles.lead}>{provider.description}</p>}
      </header>

      {provider.hostTrust && (
        <div className={styles.section}>
          <TrustSignals trust={provider.hostTrust} title="About the host" />
        </div>
      )}

      <section aria-labelledby="provider-programs" className={styles.section}>
        <h2 id="provider-programs" className={styles.sectionTitle}>{PROVIDER_MESSAGES.programs}</h2>
        {provider.programs.length === 0 ? (
          <p className={styles.muted}>{PROVIDER_MESSAGES.noPrograms}</p>
        ) : (
          <ul className={styles.grid} aria-label={`Programs of ${provider.name}`}>
            {provider.programs.map((p) => (
              <li key={p.id}>
                <ProgramCard program={p} href={programDetailsHref(p.slug)} onOpen={open} titleAs="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="provider-reviews" className={styles.section}>
        <h2 id="provider-reviews" className={styles.sectionTitle}>{PROVIDER_MESSAGES.latestReviews}</h2>
        {provider.latestReviews.length === 0 ? (
          <p className={styles.muted}>{REVIEW_MESSAGES.noReviews}</p>
        ) : (
          <ul className={reviewStyles.list}>
            {provider.latestReviews.map((review) => (
              <li key={review.id}>
                <ReviewItem
                  review={review}
                  showProgram={<Link to={programDetailsHref(review.programSlug)} className={reviewStyles.programLink}>{review.programName}</Link>}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default ProviderPage;
