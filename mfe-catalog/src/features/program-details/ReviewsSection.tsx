import { lazy } from 'react';
import type { Program } from '@wellness/shared/domain';
import { Skeleton } from '@wellness/shared/ui';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { DetailsSection } from './DetailsSection';
import styles from './ProgramDetailsPage.module.css';

// Below the fold: its own chunk (with the reviews' calls), loaded as it comes near the viewport.
const ProgramReviews = lazy(() => import(/* webpackChunkName: "program-reviews" */ './ProgramReviews'));

/** REVIEWS: the program's verified reviews, their distribution, sort and pages. */
export function ReviewsSection({ program }: { program: Pick<Program, 'id'> }) {
  return (
    <DetailsSection id="reviews">
      <LazyWhenNear placeholder={<Skeleton className={styles.reviewsSkeleton} />}>
        <ProgramReviews programId={program.id} />
      </LazyWhenNear>
    </DetailsSection>
  );
}
