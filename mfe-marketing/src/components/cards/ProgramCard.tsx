import type { ProgramSummary } from '@wellness/shared/domain';
import { SaveProgramButton } from '@wellness/shared/api/trust';
import { Badge, Card, RatingStars, ResponsiveImage } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatLocation } from '@wellness/shared/format';
import { PinIcon } from '../icons';
import styles from './cards.module.css';

/**
 * A program: image with its heart, special offer, location, name, rating, duration and price; the whole card opens its
 * details (the heart saves, above the card's link).
 */
export function ProgramCard({ program, href, onNavigate }: { program: ProgramSummary; href: string; onNavigate: (href: string) => void }) {
  const locale = useLocale();
  return (
    <Card
      className={styles.card}
      media={<ResponsiveImage src={program.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 320px" />}
      mediaOverlay={
        <>
          <span className={styles.badges}>{program.specialOffer && <Badge variant="glass" size="sm">{program.specialOffer}</Badge>}</span>
          <SaveProgramButton program={program} tone="overlay" />
        </>
      }
      eyebrow={<span className={styles.eyebrowPlace}><PinIcon /> {formatLocation(program.location, program.country, locale)}</span>}
      title={program.name}
      href={href}
      onNavigate={onNavigate}
    >
      <RatingStars summary={program.reviewStats} locale={locale} size="sm" />
      <p className={styles.text}>{program.description}</p>
      <p className={styles.meta}>
        <span>{program.duration}</span>
        <span className={styles.price}>{program.priceText}</span>
      </p>
    </Card>
  );
}
