import type { ComponentProps } from 'react';
import { cx } from '../cx';
import { srcSetFor } from './media';
import styles from './ResponsiveImage.module.css';

export interface ResponsiveImageProps extends Omit<ComponentProps<'img'>, 'width' | 'height' | 'loading' | 'src' | 'alt'> {
  src: string;
  /** Required: describe the image, or pass "" when it is decorative. */
  alt: string;
  /** Intrinsic size, so the browser reserves space before the image loads. */
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  /** Fill the parent box (object-fit: cover). */
  cover?: boolean;
  /** The widths to choose from; by default the site's widths of a /media image, none when "" (the src alone). */
  srcSet?: string;
}

export function ResponsiveImage({ src, alt, width, height, priority = false, cover, sizes = '(max-width: 768px) 100vw, 50vw', className, srcSet, ...rest }: ResponsiveImageProps) {
  const set = srcSet === undefined ? srcSetFor(src) : srcSet || undefined;
  return (
    <img
      {...rest}
      src={src}
      srcSet={set}
      sizes={set ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cx(styles.image, cover && styles.cover, className)}
    />
  );
}
