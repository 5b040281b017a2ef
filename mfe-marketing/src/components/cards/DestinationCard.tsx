import { useDomainWords, useLocale } from '@wellness/shared/contract';
import type { Destination } from '@wellness/shared/domain';
import { formatCountry } from '@wellness/shared/format';
import { Badge, Card, ResponsiveImage } from '@wellness/shared/ui';
import { PinIcon, StarIcon } from '../icons';
import { ratingText } from './ratingText';
import type { TFunction } from '@wellness/shared/i18n';
import styles from './cards.module.css';

/** A recommended destination: its image, rating, country, cities and a line about it; opens its programs. */
export function DestinationCard({ destination, onOpen, t }: { destination: Destination; onOpen: () => void; t: TFunction }) {
  const locale = useLocale();
  const words = useDomainWords();
  return (
    <Card
      className={styles.card}
      media={<ResponsiveImage src={destination.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 320px" />}
      mediaOverlay={
        <Badge variant="glass" size="sm">
          <span className={styles.rating}><StarIcon /> {ratingText({ ...destination, ratingText: words.destinationRating(destination.id, destination.ratingText) }, t)}</span>
        </Badge>
      }
      title={formatCountry(destination.country, locale)}
      onClick={onOpen}
    >
      <p className={styles.location}><PinIcon /> {destination.location}</p>
      <p className={styles.text}>{words.destinationDescription(destination.id, destination.description)}</p>
    </Card>
  );
}
