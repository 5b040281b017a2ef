import type { ProgramSummary } from '@wellness/shared/domain';
import { Badge, Card, ResponsiveImage } from '@wellness/shared/ui';
import { PinIcon } from '../icons';
import styles from './cards.module.css';

/** A program: image, special offer, location, name, duration and price; the whole card opens its details. */
export function ProgramCard({ program, href, onNavigate }: { program: ProgramSummary; href: string; onNavigate: (href: string) => void }) {
  return (
    <Card
      className={styles.card}
      media={<ResponsiveImage src={program.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 320px" />}
      mediaOverlay={program.specialOffer ? <Badge variant="glass" size="sm">{program.specialOffer}</Badge> : undefined}
      eyebrow={<span className={styles.eyebrowPlace}><PinIcon /> {program.location}</span>}
      title={program.name}
      href={href}
      onNavigate={onNavigate}
    >
      <p className={styles.text}>{program.description}</p>
      <p className={styles.meta}>
        <span>{program.duration}</span>
        <span className={styles.price}>{program.priceText}</span>
      </p>
    </Card>
  );
}
