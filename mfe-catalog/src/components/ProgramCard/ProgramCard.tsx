import type { MouseEvent } from 'react';
import type { ProgramSummary } from '@wellness/shared/domain';
import { SaveProgramButton } from '@wellness/shared/api/trust';
import { Badge, buttonClassName, Card, RatingStars, ResponsiveImage, visuallyHiddenClassName } from '@wellness/shared/ui';
import { formatDate, formatLocation } from '@wellness/shared/format';
import { nightsIn, policyIn, priceIn, useListT } from '../../lib/listMessages';
import { useLocalHref } from '../../lib/localHref';
import { ConvertedPrice } from '../ConvertedPrice/ConvertedPrice';
import { CalendarIcon, MoonIcon, PinIcon } from '../icons';
import styles from './ProgramCard.module.css';

export interface ProgramCardProps {
  program: ProgramSummary;
  href: string;
  onOpen: (program: ProgramSummary) => void;
  /** Heading level in the page outline. */
  titleAs?: 'h2' | 'h3';
  /** The first cards of a list are above the fold: load their image first. */
  priority?: boolean;
}

/**
 * A program in a list (the programs list, related programs): image with its heart, location, name, special-offer tag,
 * rating, details,
 * nights, price, Book by / Stay by and LEARN MORE, which opens its details. Also how it
 * books: a "Book now" badge for instant booking, and its cancellation policy by name on a line of its own, so every
 * card of a row keeps the same height.
 */
export function ProgramCard({ program, href, onOpen, titleAs = 'h2', priority }: ProgramCardProps) {
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(program);
  };
  const { t, locale } = useListT();
  const localHref = useLocalHref();
  const bookBy = formatDate(program.terms?.bookBy, locale);
  const stayBy = formatDate(program.terms?.stayBy, locale);
  return (
    <Card
      className={styles.card}
      titleAs={titleAs}
      media={<ResponsiveImage src={program.image} alt="" width={960} height={640} priority={priority} sizes="(max-width: 640px) 92vw, (max-width: 1100px) 46vw, 370px" />}
      mediaOverlay={
        <>
          <span className={styles.badges}>
            {program.specialOffer && <Badge variant="glass" size="sm">{program.specialOffer}</Badge>}
            {program.bookingMode === 'instant' && <Badge variant="primary" size="sm">{t('card.instant')}</Badge>}
          </span>
          <SaveProgramButton program={program} tone="overlay" />
        </>
      }
      eyebrow={<span className={styles.place}><PinIcon /> {formatLocation(program.location, program.country, locale)}</span>}
      title={program.name}
      footer={
        // The program's name is in the link's text, not only an aria-label: a crawler reads the text ("LEARN MORE" alone
        // says nothing of where it leads).
        // The href in the page's language, so a new tab keeps it.
        <a href={localHref(href)} className={buttonClassName('secondary', 'sm', { fullWidth: true })} onClick={navigate}>
          {t('card.learnMore')}<span className={visuallyHiddenClassName}> {t('card.about', { name: program.name })}</span>
        </a>
      }
    >
      <RatingStars summary={program.reviewStats} locale={locale} size="sm" className={styles.rating} />
      <p className={styles.details}>{program.details || program.description}</p>
      <p className={styles.meta}>
        <span className={styles.nights}><MoonIcon /> {nightsIn(t, program.nights, program.duration)}</span>
        <span className={styles.price}>
          <span>{priceIn(t, program, locale)}</span>
          <ConvertedPrice amount={program.price} currency={program.currency} t={t} />
        </span>
      </p>
      <p className={styles.policy}>{program.cancellationPolicy ? policyIn(t, program.cancellationPolicy) : ''}</p>
      {(bookBy || stayBy) && (
        // A date the program does not give is left out, never written as "N/A".
        <p className={styles.terms}>
          {bookBy && <span><CalendarIcon /> {t('card.bookBy', { date: bookBy })}</span>}
          {stayBy && <span>{!bookBy && <CalendarIcon />} {t('card.stayBy', { date: stayBy })}</span>}
        </p>
      )}
    </Card>
  );
}
