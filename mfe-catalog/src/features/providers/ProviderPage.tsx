import { useEffect } from 'react';
import { Link, selectLocale, useFirstViewHold, useNavigate, useParams, type AppStore } from '@wellness/shared/contract';
import { useGetProviderQuery } from '@wellness/shared/api/trust';
import type { ProgramSummary, ProviderProfile } from '@wellness/shared/domain';
import { ButtonLink, InlineMessage, LoadingText, RatingStars } from '@wellness/shared/ui';
import { errorStatus } from '../../lib/api/timeout';
import { programDetailsHref } from '../../lib/listCriteria';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { PinIcon } from '../../components/icons';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { TrustSignals } from '../../components/trust-signals/TrustSignals';
import { reviewMessages } from '../../components/reviews/messages';
import { trustMessages } from '../../components/trust-signals/messages';
import reviewStyles from '../../components/reviews/reviews.module.css';
import { providerMessages } from './messages';
import en from './messages/en.json';
import styles from './ProviderPage.module.css';
import { listMessages } from '../../lib/listMessages';

/** The page's English words, as the tests read them. */
export const PROVIDER_MESSAGES = {
  notFound: en.notFound,
  notFoundHint: en.notFoundHint,
  failed: en.failed,
  noPrograms: en.noPrograms,
  latestReviews: en.latestReviews,
  programs: en.programs,
} as const;

/** The page's catalogues (its own, the host's section's, the reviews'), in the page's language before it renders. */
export const prepare = (store: AppStore) => {
  const locale = selectLocale(store.getState());
  // The program cards' words too (lib/listMessages), or the cards would suspend once on a Spanish or French page.
  return Promise.all([providerMessages.load(locale), trustMessages.load(locale), reviewMessages.load(locale), listMessages.load(locale)]).then(() => undefined);
};

/** A facility's public page (`/providers/:slug`): who they are, where, their rating, programs and latest reviews. */
export function ProviderPage() {
  const { slug = '' } = useParams();
  const query = useGetProviderQuery(slug, { skip: !slug });
  const { t } = providerMessages.useT();
  // The server's view of this page (its HTML) stays until the page can show as much.
  useFirstViewHold(Boolean(slug) && !query.data && !query.isError);

  useEffect(() => {
    if (query.data) document.title = t('head.title', { name: query.data.name });
  }, [query.data, t]);

  if (!slug || (query.isError && errorStatus(query.error) === 404)) return <ProviderNotFound />;
  if (query.isError) {
    return (
      <div className={styles.center}>
        <InlineMessage tone="error">{t('failed')}</InlineMessage>
        <ButtonLink href="/explore" variant="primary">{t('backToExplore')}</ButtonLink>
      </div>
    );
  }
  if (!query.data) return <LoadingText page>{t('loading')}</LoadingText>;
  return <Provider provider={query.data} />;
}

export function ProviderNotFound() {
  const { t } = providerMessages.useT();
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{t('notFound')}</h1>
      <p className={styles.muted}>{t('notFoundHint')}</p>
      <ButtonLink href="/explore" variant="primary">{t('backToExplore')}</ButtonLink>
    </div>
  );
}

/** A provider's page from its profile: what the page shows once loaded, and what the site's server renders. */
export function Provider({ provider }: { provider: ProviderProfile }) {
  const navigate = useNavigate();
  const { t, locale } = providerMessages.useT();
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
          <TrustSignals trust={provider.hostTrust} title={t('aboutHost')} />
        </div>
      )}

      <section aria-labelledby="provider-programs" className={styles.section}>
        <h2 id="provider-programs" className={styles.sectionTitle}>{t('programs')}</h2>
        {provider.programs.length === 0 ? (
          <p className={styles.muted}>{t('noPrograms')}</p>
        ) : (
          <ul className={styles.grid} aria-label={t('programsOf', { name: provider.name })}>
            {provider.programs.map((p) => (
              <li key={p.id}>
                <ProgramCard program={p} href={programDetailsHref(p.slug)} onOpen={open} titleAs="h3" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="provider-reviews" className={styles.section}>
        <h2 id="provider-reviews" className={styles.sectionTitle}>{t('latestReviews')}</h2>
        {provider.latestReviews.length === 0 ? (
          <p className={styles.muted}>{t('noReviews')}</p>
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
