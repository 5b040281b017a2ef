import type { ElementType, ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  as?: ElementType;
  id?: string;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children, as: Component = 'span', id }: VisuallyHiddenProps) {
  return (
    <Component className={styles.hidden} id={id}>
      {children}
    </Component>
  );
}

export const visuallyHiddenClassName: string = styles.hidden ?? '';
