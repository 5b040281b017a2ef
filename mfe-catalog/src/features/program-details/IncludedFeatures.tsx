import { useEffect, useState } from 'react';
import type { ProgramInclude } from '@wellness/shared/domain';
import { ResponsiveImage, usePrefersReducedMotion } from '@wellness/shared/ui';
import { includedActivitiesText } from './includedCopy';
import type { TFunction } from '@wellness/shared/i18n';
import { detailsMessages } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** The included features rotate every 4 s. */
export const ROTATE_MS = 4000;

/**
 * WHAT'S INCLUDED: the features, one featured at a time, rotating every 4 s; paused while the pointer is over it or
 * focus is inside it, and not at all under reduced motion. Choosing a feature features it. `sample`: the spec's line
 * about the day's activities, written for the bundled sample programs; a host's program shows only what its host
 * listed. `t`: the page's texts in its language.
 */
export function IncludedFeatures({ includes, image, sample = false, t = detailsMessages.fixedT('en') }: { includes: ProgramInclude[]; image: string | undefined; sample?: boolean; t?: TFunction }) {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion || includes.length < 2;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % includes.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, includes.length]);

  if (includes.length === 0) return <p className={styles.muted}>{t('included.none')}</p>;
  const featured = includes[current % includes.length]!;

  return (
    <div
      className={styles.included}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused || undefined}
    >
      <div className={styles.includedFeature}>
        {image && (
          <div className={styles.includedMedia}>
            <ResponsiveImage src={image} alt="" width={960} height={640} cover sizes="(max-width: 900px) 92vw, 420px" />
          </div>
        )}
        <div aria-live={paused ? 'polite' : 'off'} className={styles.includedText}>
          <p className={styles.kicker}>{t('included.kicker', { n: current % includes.length + 1, total: includes.length })}</p>
          <h3 className={styles.includedTitle}>{featured.title}</h3>
          <p>{featured.description}</p>
        </div>
      </div>
      <ul className={styles.includedList} aria-label={t('included.list')}>
        {includes.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            <button type="button" className={styles.includedItem} aria-pressed={index === current % includes.length} onClick={() => setCurrent(index)}>
              {item.title}
            </button>
          </li>
        ))}
      </ul>
      {sample && <p className={styles.muted}>{includedActivitiesText(includes.length, t)}</p>}
    </div>
  );
}
