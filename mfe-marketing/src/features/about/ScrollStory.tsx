import { useEffect, useRef, useState } from 'react';
import { Link } from '@wellness/shared/contract';
import { buttonClassName, cx, ResponsiveImage } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../components/icons';
import { STORY_CARDS, STORY_THRESHOLD } from './storyCards';
import { aboutMessages } from './messages';
import styles from './ScrollStory.module.css';

/**
 * The full-screen scroll story that ends the about page: four cards scroll over a fixed stage whose image
 * follows the card that is at least half on screen (intersection threshold 0.5).
 */
export function ScrollStory() {
  const { t } = aboutMessages.useT();
  const [active, setActive] = useState(0);
  const cards = useRef<(HTMLLIElement | null)[]>([]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = cards.current.indexOf(entry.target as HTMLLIElement);
          if (index >= 0) setActive(index);
        }
      },
      { threshold: STORY_THRESHOLD },
    );
    for (const card of cards.current) if (card) observer.observe(card);
    return () => observer.disconnect();
  }, []);

  return (
    <section className={styles.story} aria-labelledby="about-story-title">
      <div className={styles.stage} aria-hidden="true">
        {STORY_CARDS.map((card, i) => (
          <div key={card.heading} className={cx(styles.backdrop, i === active && styles.backdropActive)}>
            <ResponsiveImage src={card.image} alt="" width={1600} height={1067} sizes="100vw" cover />
          </div>
        ))}
        <div className={styles.shade} />
        <ol className={styles.progress}>
          {STORY_CARDS.map((card, i) => (
            <li key={card.heading} className={cx(styles.tick, i === active && styles.tickActive)}>
              <span>{String(i + 1).padStart(2, '0')}</span>
            </li>
          ))}
        </ol>
      </div>
      <h2 id="about-story-title" className={styles.storyTitle}>{t('stand')}</h2>
      <ol className={styles.cards}>
        {STORY_CARDS.map((card, i) => (
          <li
            key={card.heading}
            ref={(el) => {
              cards.current[i] = el;
            }}
            className={styles.slot}
            data-active={i === active}
          >
            <article className={cx(styles.card, i === active && styles.cardActive)} aria-labelledby={`story-${i}`}>
              <p className={styles.label}>
                <span aria-hidden="true">{String(i + 1).padStart(2, '0')} · </span>
                {t(card.label)}
              </p>
              <h3 id={`story-${i}`} className={styles.heading}>{t(card.heading)}</h3>
              <p className={styles.description}>{t(card.description)}</p>
              <Link to="/explore" className={buttonClassName('accent', 'lg', { className: styles.action })}>
                {t(card.action)}
                <ArrowRightIcon />
              </Link>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
