import { Component, Suspense, use, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@wellness/shared/ui';
import { useNearViewport } from './useNearViewport';
import { componentMessages } from '../messages';
import styles from './LazySection.module.css';

type SectionModule = { default: ComponentType };
type Loader = () => Promise<SectionModule>;

// One download per section per page; a failed one is forgotten, so "Try again" asks again.
const loads = new WeakMap<Loader, Promise<SectionModule>>();
function loadOnce(load: Loader): Promise<SectionModule> {
  let pending = loads.get(load);
  if (!pending) {
    pending = load();
    loads.set(load, pending);
    pending.catch(() => loads.delete(load));
  }
  return pending;
}

function Loaded({ load }: { load: Loader }) {
  const { default: SectionContent } = use(loadOnce(load));
  return <SectionContent />;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** A section that cannot load (its chunk is unreachable) says so in its own box; the page goes on. */
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('[marketing] A home section failed to load.', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LazySectionProps {
  /** The section's code, as `() => import('./Section')`: called once it nears the viewport. Keep it stable (module level). */
  load: Loader;
  /** What holds the section's place until then: the same height as the section, so nothing shifts. */
  placeholder: ReactNode;
  /**
   * The section itself, rendered at once instead of loaded near the viewport: the site's server renders the page's
   * sections with their data this way, so its HTML holds their content.
   */
  content?: ComponentType;
  className?: string;
}

/**
 * A section below the fold: its code (and, once it renders, its data) loads when it comes near the screen, not on
 * the first paint. Until then, and while it loads, its placeholder holds its room.
 */
export function LazySection({ load, placeholder, content: Content, className }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [attempt, setAttempt] = useState(0);
  const { t } = componentMessages.useT();

  return (
    <div ref={ref} className={className ? `${styles.section} ${className}` : styles.section}>
      {Content ? (
        <Content />
      ) : near ? (
        <SectionBoundary
          key={attempt}
          fallback={
            <div className={styles.failed} role="status">
              <p>{t('failed')}</p>
              <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                {t('retry')}
              </Button>
            </div>
          }
        >
          <Suspense fallback={placeholder}>
            <Loaded load={load} />
          </Suspense>
        </SectionBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
