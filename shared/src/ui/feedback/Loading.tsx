import type { CSSProperties, ReactNode } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { cx } from '../cx';
import styles from './feedback.module.css';

export interface LoadingTextProps {
  /** What is loading, e.g. "Loading wellness experiences..."; without it, "Loading…" in the page's language. */
  children?: ReactNode;
  className?: string;
  /** Centred block with breathing room (default) or inline. */
  inline?: boolean;
  /** Holds the height of a page while it loads, so what follows does not jump. */
  page?: boolean;
}

export function LoadingText({ children, className, inline, page }: LoadingTextProps) {
  // The design system's own word (never suspends): a fallback that waits for a page's code has no catalogue of its own yet.
  const { t } = useUiT();
  return (
    <p role="status" className={cx(styles.loading, inline && styles.loadingInline, page && styles.loadingPage, className)}>
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      {children ?? t('loading')}
    </p>
  );
}

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  shape?: 'text' | 'rect' | 'circle';
  /** Several text lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/** Placeholder shape; hidden from assistive tech, so pair it with a LoadingText or a labelled busy region. */
export function Skeleton({ width, height, shape = 'rect', lines, className }: SkeletonProps) {
  const size = (v: string | number | undefined) => (typeof v === 'number' ? `${v}px` : v);
  if (lines && lines > 1) {
    return (
      <span className={cx(styles.skeletonLines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // Widths by class unless one is given: a skeleton may be served prerendered, where style attributes are refused (CSP).
          <span key={i} className={cx(styles.skeleton, styles['shape-text'], i === lines - 1 && styles.lastLine)} style={width === undefined || i === lines - 1 ? undefined : { width: size(width) }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties | undefined = width === undefined && height === undefined ? undefined : { width: size(width), height: size(height) };
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[`shape-${shape}`], className)} style={style} />;
}
