import { Link } from '@wellness/shared/contract';
import { SaveProgramButton, useGetSavedQuery } from '@wellness/shared/api/trust';
import type { SavedProgram } from '@wellness/shared/domain';
import { formatLocation } from '@wellness/shared/format';
import { Badge, buttonClassName, EmptyState, InlineMessage, RatingStars, ResponsiveImage, Skeleton } from '@wellness/shared/ui';
import { loadingTexts } from '../../messages';
import { savedMessages, useSavedT } from './messages';
import styles from './SavedPage.module.css';

const detailsHref = (slug: string) => `/program-details/${encodeURIComponent(slug)}`;

/** One saved program: its picture, name (a link while it is offered), place, live price and rating, and its heart. */
function SavedItem({ saved: { program, available } }: { saved: SavedProgram }) {
  const { t, locale } = useSavedT();
  return (
    <li className={styles.item} data-available={available || undefined}>
      <div className={styles.media}>
        <ResponsiveImage src={program.image} alt="" width={960} height={640} sizes="(max-width: 640px) 92vw, 12rem" />
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>
          {available ? (
            <Link to={detailsHref(program.slug)} state={{ programName: program.name }}>{program.name}</Link>
          ) : (
            program.name
          )}
        </h2>
        <p className={styles.place}>{formatLocation(program.location, program.country, locale)}</p>
        {available ? (
          <>
            <RatingStars summary={program.reviewStats} locale={locale} size="sm" />
            <p className={styles.price}>{program.priceText || t('contact')}</p>
          </>
        ) : (
          <Badge variant="neutral" size="sm">{t('gone')}</Badge>
        )}
      </div>
      <SaveProgramButton program={program} className={styles.heart} />
    </li>
  );
}

/** Saved: the programs the visitor keeps for later, newest saved first, as they are offered now. */
export function SavedPage() {
  const { t } = useSavedT();
  const { data, isLoading, isError } = useGetSavedQuery();
  return (
    <section aria-labelledby="saved-title" className={styles.page}>
      <h1 id="saved-title" className={styles.title}>{t('title')}</h1>
      {isLoading ? (
        <Skeleton className={styles.skeleton} />
      ) : isError || !data ? (
        <InlineMessage tone="error">{t('failed')}</InlineMessage>
      ) : data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('empty')}
          description={t('emptyHint')}
          action={
            // The router's link: on a French or Spanish page it leads to the same language's programs.
            <Link to="/explore" className={buttonClassName('primary', 'md')}>
              {t('explore')}
            </Link>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('list')}>
          {data.map((saved) => (
            <SavedItem key={saved.program.id} saved={saved} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const prepare = loadingTexts(savedMessages);

export default SavedPage;
