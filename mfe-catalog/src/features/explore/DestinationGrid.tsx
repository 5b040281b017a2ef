import { useId } from 'react';
import type { Destination } from '@wellness/shared/domain';
import { useDomainWords } from '@wellness/shared/contract';
import { formatCountry } from '@wellness/shared/format';
import { Badge, Button, Card, ResponsiveImage } from '@wellness/shared/ui';
import { ChevronDownIcon, PinIcon } from '../../components/icons';
import { destinationsMessages } from './destinations/messages';
import styles from './ExplorePage.module.css';

interface DestinationGridProps {
  destinations: Destination[];
  expanded: string | null;
  onToggle: (country: string) => void;
  onCity: (country: string, city: string) => void;
}

/** Country cards (badge Exclusive Retreat) expanding in place to Choose Your City. */
export function DestinationGrid({ destinations, expanded, onToggle, onCity }: DestinationGridProps) {
  const { t } = destinationsMessages.useT();
  return (
    <ul className={styles.grid} aria-label={t('label')}>
      {destinations.map((destination) => (
        <li key={destination.id} className={styles.cell}>
          <DestinationCard destination={destination} open={expanded === destination.country} onToggle={onToggle} onCity={onCity} />
        </li>
      ))}
    </ul>
  );
}

function DestinationCard({ destination, open, onToggle, onCity }: { destination: Destination; open: boolean } & Pick<DestinationGridProps, 'onToggle' | 'onCity'>) {
  const citiesId = useId();
  const { t, locale } = destinationsMessages.useT();
  const words = useDomainWords();
  return (
    <Card
      titleAs="h2"
      className={styles.card}
      media={<ResponsiveImage src={destination.image} alt="" width={960} height={640} sizes="(max-width: 640px) 92vw, (max-width: 1100px) 46vw, 300px" />}
      mediaOverlay={<Badge variant="glass" size="sm">{t('badge')}</Badge>}
      eyebrow={
        <span className={styles.eyebrowLine}>
          <span className={styles.eyebrowBadge}>{t('badge')} · </span>
          <PinIcon /> {t('cities', { count: destination.cities.length })}
        </span>
      }
      title={<span className={styles.cardTitle}>{formatCountry(destination.country, locale)}</span>}
      footer={
        <div className={styles.destinationFooter}>
          <Button
            variant={open ? 'ghost' : 'secondary'}
            size="sm"
            fullWidth
            aria-expanded={open}
            aria-controls={citiesId}
            iconEnd={<span className={styles.chevron} data-open={open || undefined}><ChevronDownIcon /></span>}
            onClick={() => onToggle(destination.country)}
          >
            {open ? t('hide') : t('show')}
          </Button>
          <div id={citiesId} hidden={!open} className={styles.cities}>
            {open && (
              <>
                <h3 className={styles.citiesTitle}>{t('choose')}</h3>
                <ul className={styles.cityList}>
                  {destination.cities.map((city) => (
                    <li key={city}>
                      <Button variant="ghost" size="sm" className={styles.city} onClick={() => onCity(destination.country, city)}>
                        {city}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      }
    >
      <p className={styles.cardText}>{words.destinationDescription(destination.id, destination.description) || destination.location}</p>
    </Card>
  );
}
