import { useEffect } from 'react';
import { Dialog, IconButton, ResponsiveImage } from '@wellness/shared/ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { laterMessages } from './later/messages';
import styles from './Lightbox.module.css';

export interface LightboxProps {
  images: string[];
  index: number;
  name: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The gallery's lightbox: a dialog (focus kept inside, Escape closes, focus returns), arrows step through the images. */
export function Lightbox({ images, index, name, onIndexChange, onClose }: LightboxProps) {
  const count = images.length;
  const { t } = laterMessages.useT();
  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  // Arrow keys step through the images wherever the focus is in the dialog.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndexChange((index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);
  return (
    <Dialog open onClose={onClose} title={t('lightbox.title', { name, n: index + 1, total: count })} hideTitle size="full" className={styles.dialog}>
      <div className={styles.stage}>
        <IconButton label={t('lightbox.previous')} variant="inverse" className={styles.prev} onClick={() => step(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <figure className={styles.figure}>
          <ResponsiveImage key={images[index]} src={images[index]!} alt={t('lightbox.alt', { name, n: index + 1 })} width={1600} height={1067} priority sizes="100vw" className={styles.image} />
          <figcaption className={styles.caption} aria-live="polite">
            {index + 1} / {count}
          </figcaption>
        </figure>
        <IconButton label={t('lightbox.next')} variant="inverse" className={styles.next} onClick={() => step(1)}>
          <ChevronRightIcon />
        </IconButton>
      </div>
    </Dialog>
  );
}

export default Lightbox;
