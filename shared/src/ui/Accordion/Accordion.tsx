import { useId, useState, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Index open at start: the first by default; `null` starts all closed. */
  defaultOpenIndex?: number | null;
  /** Controlled open index. */
  openIndex?: number | null;
  onOpenChange?: (index: number | null) => void;
  /** Heading level wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** One item open at a time; activating the open item closes it. */
export function Accordion({ items, defaultOpenIndex = 0, openIndex, onOpenChange, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [internal, setInternal] = useState<number | null>(defaultOpenIndex);
  const open = openIndex !== undefined ? openIndex : internal;
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) => {
    const next = open === index ? null : index;
    if (openIndex === undefined) setInternal(next);
    onOpenChange?.(next);
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const key = item.id ?? String(index);
        const buttonId = `${baseId}-button-${key}`;
        const panelId = `${baseId}-panel-${key}`;
        const isOpen = open === index;
        return (
          <div key={key} className={cx(styles.item, isOpen && styles.open)}>
            <Heading className={styles.heading}>
              <button type="button" id={buttonId} aria-expanded={isOpen} aria-controls={panelId} className={styles.trigger} onClick={() => toggle(index)}>
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.panel}>
              <div className={styles.content}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
