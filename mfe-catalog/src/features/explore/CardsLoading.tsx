import { Card, LoadingText, Skeleton } from '@wellness/shared/ui';
import { useExploreT } from './messages';
import styles from './ExplorePage.module.css';

/**
 * A grid of explore's cards (categories, destinations) while they load: the words, and the same cards' shapes, so
 * nothing moves when they arrive (CLS).
 */
export function CardsLoading({ count }: { count: number }) {
  const { t } = useExploreT();
  return (
    <>
      <LoadingText className={styles.loading}>{t('loading')}</LoadingText>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.cell}>
            <Card
              titleAs="h2"
              className={styles.card}
              media={<Skeleton className={styles.fill} />}
              eyebrow={<span className={styles.eyebrowLine}><Skeleton shape="text" className={styles.shortLine} /></span>}
              title={<span className={styles.cardTitle}><Skeleton shape="text" className={styles.titleLine} /></span>}
              footer={<span className={styles.buttonShape}><Skeleton className={styles.fill} /></span>}
            >
              <span className={styles.cardText}><Skeleton shape="text" className={styles.line} /><Skeleton shape="text" className={styles.line} /><Skeleton shape="text" className={styles.shortLine} /></span>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
