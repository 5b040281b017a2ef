import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { atWidth, Button, ResponsiveImage, srcSetFor } from '@wellness/shared/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { laterMessages } from './later/messages';
import styles from './ProgramDetailsPage.module.css';

/** 12 images a page; a page switch locks further switches for 300 ms; the neighbouring pages preload. */
export const PAGE_SIZE = 12;
export const PAGE_LOCK_MS = 300;
/** Fewer images than this shows the not-enough-images notice. */
export const FEW_IMAGES = 4;

// The lightbox is its own chunk, loaded on first use.
const Lightbox = lazy(() => import(/* webpackChunkName: "lightbox" */ './Lightbox'));

/** The images of a gallery page, as the thumbnails ask for them (480 px). */
const thumbOf = (url: string) => atWidth(url, 480);

function preload(urls: string[]) {
  for (const url of urls) {
    const img = new Image();
    img.decoding = 'async';
    const set = srcSetFor(url);
    if (set) {
      img.sizes = '(max-width: 640px) 46vw, 240px';
      img.srcset = set;
    }
    img.src = thumbOf(url);
  }
}

export default function Gallery({ images, name }: { images: string[]; name: string }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const locked = useRef(false);
  const { t } = laterMessages.useT();
  const lockTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pages = Math.max(1, Math.ceil(images.length / PAGE_SIZE));
  const start = page * PAGE_SIZE;
  const visible = images.slice(start, start + PAGE_SIZE);

  useEffect(() => () => { if (lockTimer.current) clearTimeout(lockTimer.current); }, []);

  // The pages either side of this one load in the background, so a switch shows them at once.
  useEffect(() => {
    const neighbours = [page - 1, page + 1].filter((p) => p >= 0 && p < pages);
    preload(neighbours.flatMap((p) => images.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE)));
  }, [page, pages, images]);

  const goTo = (next: number) => {
    if (locked.current || next < 0 || next >= pages || next === page) return;
    locked.current = true;
    setPage(next);
    lockTimer.current = setTimeout(() => {
      locked.current = false;
    }, PAGE_LOCK_MS);
  };

  if (images.length === 0) return <p className={styles.muted}>{t('gallery.none')}</p>;

  return (
    <div>
      {images.length < FEW_IMAGES && <p className={styles.muted}>{t('gallery.few')}</p>}
      <ul className={styles.galleryGrid} aria-label={t('gallery.grid', { page: page + 1, pages })}>
        {visible.map((url, i) => (
          <li key={`${start + i}-${url}`}>
            <button type="button" className={styles.thumb} onClick={() => setOpen(start + i)} aria-label={t('gallery.open', { n: start + i + 1, total: images.length })}>
              <ResponsiveImage src={url} alt="" width={480} height={360} cover sizes="(max-width: 640px) 46vw, 240px" />
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className={styles.galleryPager}>
          <Button variant="ghost" size="sm" iconStart={<ChevronLeftIcon />} onClick={() => goTo(page - 1)} disabled={page === 0}>
            {t('gallery.previous')}
          </Button>
          <span aria-live="polite">{t('gallery.page', { page: page + 1, pages })}</span>
          <Button variant="ghost" size="sm" iconEnd={<ChevronRightIcon />} onClick={() => goTo(page + 1)} disabled={page === pages - 1}>
            {t('gallery.next')}
          </Button>
        </div>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} name={name} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
