import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Card.module.css';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Small label above the title (location, category). */
  eyebrow?: ReactNode;
  /** Image or video slot at the top. */
  media?: ReactNode;
  /** Overlay content on the media (badges, price). */
  mediaOverlay?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant?: 'elevated' | 'outlined' | 'plain';
  /**
   * Makes the whole card a link: the title becomes the link and its hit area covers the card,
   * so nothing interactive is nested and footer buttons stay separately usable.
   */
  href?: string;
  /** With `href`: client-side navigation on a plain left click. */
  onNavigate?: (href: string) => void;
  /** Makes the whole card a button (the title is its name). Ignored when `href` is set. */
  onClick?: () => void;
  className?: string;
}

export function Card({ title, titleAs: Title = 'h3', eyebrow, media, mediaOverlay, children, footer, variant = 'elevated', href, onNavigate, onClick, className }: CardProps) {
  const interactive = Boolean(href || onClick);

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href!);
  };

  let titleContent = title;
  if (href) {
    titleContent = (
      <a href={href} className={styles.cover} onClick={onLinkClick}>
        {title}
      </a>
    );
  } else if (onClick) {
    titleContent = (
      <button type="button" className={styles.cover} onClick={onClick}>
        {title}
      </button>
    );
  }

  return (
    <article className={cx(styles.card, styles[variant], interactive && styles.interactive, className)}>
      {media && (
        <div className={styles.media}>
          {media}
          {mediaOverlay && <div className={styles.mediaOverlay}>{mediaOverlay}</div>}
        </div>
      )}
      <div className={styles.body}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        {title && <Title className={styles.title}>{titleContent}</Title>}
        {children && <div className={styles.content}>{children}</div>}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
