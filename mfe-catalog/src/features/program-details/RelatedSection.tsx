import { lazy } from 'react';
import type { Program } from '@wellness/shared/domain';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

// At the foot of the page: its own chunk, loaded as it comes near the viewport.
const RelatedPrograms = lazy(() => import(/* webpackChunkName: "related-programs" */ './RelatedPrograms'));

/** You may also like: three related programs. */
export function RelatedSection({ program }: { program: Program }) {
  const { t } = useDetailsT();
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.relatedTitle}>{t('related')}</h2>
      <LazyWhenNear placeholder={<CardGridSkeleton count={3} className={styles.relatedGrid} />}>
        <RelatedPrograms program={program} />
      </LazyWhenNear>
    </section>
  );
}
