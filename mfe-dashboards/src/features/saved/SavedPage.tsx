import { Link, useLocale } from '@wellness/shared/contract';
import { SaveProgramButton, useGetSavedQuery } from '@wellness/shared/api/trust';
import { SAVED_MESSAGES, type SavedProgram } from '@wellness/shared/domain';
import { Badge, ButtonLink, EmptyState, InlineMessage, RatingStars, ResponsiveImage, Skeleton } from '@wellness/shared/ui';
import styles from './SavedPage.module.css';

export const SAVED_FAILED = 'Your saved programs could not be loaded. Please try again later.';

const detailsHref = (slug: string) => `/program-details/${encodeURIComponent(slug)}`;

/** One saved program: its picture, name (a link while it is offered), place, live price and rating, and its heart. */
function SavedItem({ saved: { program, available } }: { saved: SavedProgram }) {
  const locale = useLocale();
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
        <p className={styles.place}>{program.location}</p>
        {available ? (
          <>
            <RatingStars summary={program.reviewStats} locale={locale} size="sm" />
            <p className={styles.price}>{program.priceText || 'Contact for pricing'}</p>
          </>
        ) : (
          <Badge variant="neutral" size="sm">{SAVED_MESSAGES.noLongerAvailable}</Badge>
        )}
      </div>
      <SaveProgramButton program={program} className={styles.heart} />
    </li>
  );
}

/** Saved: the programs the visitor keeps for later, newest saved first, as they are offered now. */
export function SavedPage() {
  const { data, isLoading, isError } = useGetSavedQuery();
  return (
    <section aria-labelledby="saved-title" className={styles.page}>
      <h1 id="saved-title" className={styles.title}>Saved</h1>
      {isLoading ? (
        <Skeleton className={styles.skeleton} />
      ) : isError || !data ? (
        <InlineMessage tone="error">{SAVED_FAILED}</InlineMessage>
      ) : data.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={SAVED_MESSAGES.empty}
          description={SAVED_MESSAGES.emptyHint}
          action={<ButtonLink href="/explore" variant="primary">Explore programs</ButtonLink>}
        />
      ) : (
        <ul className={styles.list} aria-label="Saved programs">
          {data.map((saved) => (
            <SavedItem key={saved.program.id} saved={saved} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default SavedPage;
