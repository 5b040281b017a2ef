import type { Insight } from '@wellness/shared/domain';
import { formatDate } from '@wellness/shared/format';
import { Card, ResponsiveImage } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { useEditorialWords } from '../editorial/words';
import styles from './cards.module.css';

/** A journal article: image, category, reading time and date (as every date of the site: "14 Oct 2026"), title and excerpt. */
export function InsightCard({ insight: fromApi }: { insight: Insight }) {
  const locale = useLocale();
  // Title, category, reading time and excerpt in the page's language (the API writes them in English).
  const insight = useEditorialWords().insight(fromApi);
  return (
    <Card
      className={styles.card}
      variant="plain"
      media={<ResponsiveImage src={insight.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 320px" />}
      eyebrow={`${insight.category} · ${insight.readTime}`}
      title={insight.title}
    >
      <p className={styles.text}>{insight.excerpt}</p>
      <p className={styles.date}>
        <time dateTime={insight.date}>{formatDate(insight.date, locale)}</time>
      </p>
    </Card>
  );
}
