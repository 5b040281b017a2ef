import type { RemoteName } from '@wellness/shared/contract';
import { useRuntimeConfig } from './runtimeConfig';
import styles from './RemoteArea.module.css';

/** Tells this browser it runs a previewed remote release, and ends the preview (a reload on the live releases). */
export function PreviewBanner() {
  const { previews } = useRuntimeConfig();
  const entries = Object.entries(previews) as [RemoteName, string][];
  if (entries.length === 0) return null;
  return (
    <aside className={styles.preview} aria-label="Release preview">
      <p>
        Preview: {entries.map(([name, manifest]) => `${name} from ${manifest}`).join('; ')}. Only this browser sees it.
      </p>
      <a href="?preview=off">End preview</a>
    </aside>
  );
}
