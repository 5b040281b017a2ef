import type { Insight } from '@wellness/shared/domain';
import { Card, ResponsiveImage } from '@wellness/shared/ui';
import styles from './cards.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A journal article: image, category, reading time and date, title and excerpt. */
export function InsightCard({ insight }: { insight: Insight }) {
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
        <time dateTime={insight.date}>{dateFormat.format(new Date(`${insight.date}T00:00:00Z`))}</time>
      </p>
    </Card>
  );
}
