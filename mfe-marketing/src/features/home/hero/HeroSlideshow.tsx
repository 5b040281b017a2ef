import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { contactDialogOpened, useAppDispatch, useNavigate } from '@wellness/shared/contract';
import { ambientAudioUrl, Button, cx, IconButton, ResponsiveImage, usePrefersReducedMotion } from '@wellness/shared/ui';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, SoundOffIcon, SoundOnIcon } from '../../../components/icons';
import { usePageIdle } from '../../../lib/usePageIdle';
import { usePageVisible } from '../../../lib/usePageVisible';
import { useSaveData } from '../../../lib/useSaveData';
import { useMostlyVisible } from '../../../lib/useVisibleRatio';
import { AMBIENT_VOLUME, HERO_SLIDES, HERO_VISIBILITY_THRESHOLD, SLIDE_DURATION_MS } from './heroSlides';
import { useMarketingT } from '../../../messages';
import styles from './HeroSlideshow.module.css';

const COUNT = HERO_SLIDES.length;
const wrap = (i: number) => ((i % COUNT) + COUNT) % COUNT;
const two = (n: number) => String(n).padStart(2, '0');

function keyboardFocus(target: EventTarget): boolean {
  try {
    return (target as Element).matches(':focus-visible');
  } catch {
    return false;
  }
}

/** A slide's background loop: never fetched before it is asked to play (preload none), shown once it plays. */
function HeroVideo({ src, play }: { src: string; play: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (play) video.play()?.catch(() => setShown(false));
    else video.pause();
  }, [play]);
  return (
    <video
      ref={ref}
      className={cx(styles.video, shown && styles.videoShown)}
      src={src}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setShown(true)}
    />
  );
}

/**
 * The home hero slideshow, its first slide the home headline: six slides (title, subtitle, background video over its
 * poster), previous/next, dots, a progress bar, play/pause, Book Now; auto-advance every 8 s, wrapping both ways; ambient
 * sound at volume 0.3 while more than half of the hero is on screen.
 *
 * The first paint is text and one sized poster. Videos and sound wait until the page has loaded, gone idle and is
 * visible, and never start under reduced motion or Save-Data (where the slides also stay still until asked).
 */
export function HeroSlideshow() {
  const { t } = useMarketingT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const saveData = useSaveData();
  const quiet = reducedMotion || saveData;
  const mediaReady = usePageIdle(!quiet);
  const pageVisible = usePageVisible();
  const heroRef = useRef<HTMLElement>(null);
  const heroVisible = useMostlyVisible(heroRef, HERO_VISIBILITY_THRESHOLD);

  const [index, setIndex] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [focusPaused, setFocusPaused] = useState(false);
  const [userSound, setUserSound] = useState<boolean | null>(null);
  const [audible, setAudible] = useState(false);

  const playing = userPlaying ?? !reducedMotion;
  const running = playing && !focusPaused && pageVisible;
  const slide = HERO_SLIDES[index]!;

  const goTo = (next: number) => {
    const target = wrap(next);
    if (target === index) return;
    setPrevious(index);
    setIndex(target);
  };

  // Auto-advance: 8 s per slide; a pause keeps the time already spent on the slide (the progress bar pauses with it).
  const elapsed = useRef(0);
  useEffect(() => {
    elapsed.current = 0;
  }, [index]);
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => {
      setPrevious(index);
      setIndex(wrap(index + 1));
    }, Math.max(0, SLIDE_DURATION_MS - elapsed.current));
    return () => {
      clearTimeout(timer);
      elapsed.current += Date.now() - startedAt;
    };
  }, [index, running]);

  // Ambient sound: only once media may load (or the visitor turned it on), while the hero is more than half visible.
  const soundOn = userSound ?? !quiet;
  const audioMounted = mediaReady || userSound === true;
  const audioWanted = audioMounted && soundOn && heroVisible && pageVisible;
  const audioRef = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audioWanted) {
      audio.pause();
      return;
    }
    audio.volume = AMBIENT_VOLUME;
    // Browsers refuse sound before the visitor's first gesture: try again on it.
    const retry = () => void audio.play()?.catch(() => {});
    audio.play()?.catch((error: unknown) => {
      if ((error as { name?: string })?.name !== 'NotAllowedError') return;
      window.addEventListener('pointerdown', retry, { once: true });
      window.addEventListener('keydown', retry, { once: true });
    });
    return () => {
      window.removeEventListener('pointerdown', retry);
      window.removeEventListener('keydown', retry);
      audio.pause();
    };
  }, [audioWanted, audioMounted]);

  // The poster of the current slide is the first paint's image; the neighbours' load once the page is idle.
  const layers = new Set([index]);
  if (previous !== null) layers.add(previous);
  if (mediaReady) layers.add(wrap(index + 1));

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (keyboardFocus(event.target)) setFocusPaused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusPaused(false);
  };

  return (
    <section
      ref={heroRef}
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.backdrop}>
        {HERO_SLIDES.map((s, i) =>
          layers.has(i) ? (
            <div key={s.id} className={cx(styles.layer, i === index && styles.layerActive)}>
              <ResponsiveImage
                className={styles.poster}
                src={s.poster}
                alt=""
                width={960}
                height={540}
                sizes="100vw"
                priority={i === 0}
                cover
              />
              {mediaReady && i === index && <HeroVideo src={s.video} play={playing && heroVisible && pageVisible} />}
            </div>
          ) : null,
        )}
      </div>
      <div className={styles.shade} />

      <div className={styles.content}>
        <div className={styles.main}>
          <div
            className={cx(styles.caption, previous !== null && styles.changed)}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slideOf', { n: index + 1, count: COUNT })}
            aria-live={running ? 'off' : 'polite'}
          >
            <p className={styles.eyebrow} aria-hidden="true">
              <span>{two(index + 1)}</span>
              <span className={styles.eyebrowRule} />
              <span>{two(COUNT)}</span>
            </p>
            <h1 id="home-title" key={slide.id} className={styles.title}>{t(slide.titleKey)}</h1>
            <p key={`s${slide.id}`} className={styles.subtitle}>{t(slide.subtitleKey)}</p>
          </div>
          <div className={styles.actions}>
            <Button variant="accent" size="lg" onClick={() => navigate('/explore')}>{t('hero.explore')}</Button>
            <Button variant="inverse" size="lg" onClick={() => dispatch(contactDialogOpened())}>{t('hero.contact')}</Button>
          </div>
        </div>

        <div className={styles.controls}>
          <div className={styles.nav}>
            <IconButton label={t('hero.previous')} className={styles.control} onClick={() => goTo(index - 1)}>
              <ChevronLeftIcon />
            </IconButton>
            <div className={styles.dots} role="group" aria-label={t('hero.choose')}>
              {HERO_SLIDES.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  className={styles.dot}
                  aria-label={t('hero.slide', { n: i + 1, title: t(s.titleKey) })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
            <IconButton label={t('hero.next')} className={styles.control} onClick={() => goTo(index + 1)}>
              <ChevronRightIcon />
            </IconButton>
          </div>
          <div className={styles.nav}>
            <IconButton label={playing ? t('hero.pause') : t('hero.play')} className={styles.control} onClick={() => setUserPlaying(!playing)}>
              {playing ? <PauseIcon /> : <PlayIcon />}
            </IconButton>
            <IconButton label={audible ? t('hero.mute') : t('hero.sound')} className={styles.control} onClick={() => setUserSound(!audible)}>
              {audible ? <SoundOnIcon /> : <SoundOffIcon />}
            </IconButton>
            <Button variant="inverse" className={styles.book} onClick={() => navigate('/explore')}>{t('hero.book')}</Button>
          </div>
        </div>
      </div>

      <div className={styles.progress} aria-hidden="true">
        {/* A class, not a style attribute: this view is also served prerendered, under a CSP without inline styles. */}
        <span key={index} className={cx(styles.progressFill, !running && styles.progressPaused)} />
      </div>

      {audioMounted && (
        // Decorative ambience with its own control above; no captions apply.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={audioRef} src={ambientAudioUrl} loop preload="none" onPlay={() => setAudible(true)} onPause={() => setAudible(false)} />
      )}
    </section>
  );
}
