import { useEffect, useId, useRef, useState } from 'react';
import { selectApiBaseUrl, selectToken, useAppSelector } from '@wellness/shared/contract';
import { UPLOAD_MAX_BYTES } from '@wellness/shared/domain';
import { Button, IconButton } from '@wellness/shared/ui';
import { imageSrc } from '../../lib/images';
import { UPLOAD_FAILED, uploadImage } from './uploadImage';
import { useFormT } from './messages';
import styles from './ImageUploader.module.css';

interface Item {
  key: string;
  name: string;
  /** An object URL while the file is local; revoked when the item goes. */
  preview: string;
  local: boolean;
  progress: number;
  state: 'uploading' | 'done' | 'error';
  url?: string;
  error?: string;
}

export interface ImageUploaderProps {
  /** The program's stored images (`/uploads/…` or `/media/…`). */
  initial: string[];
  /** The stored paths, and whether an upload is still running. */
  onChange: (urls: string[], uploading: boolean) => void;
  error?: string;
}

/**
 * The program form's images (image files, several at once): each chosen file shows its preview at once and
 * uploads on its own request with its own progress bar. Object URLs are revoked when an image is removed or the
 * form closes.
 */
export function ImageUploader({ initial, onChange, error }: ImageUploaderProps) {
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const token = useAppSelector(selectToken);
  const { t } = useFormT();
  const inputId = useId();
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((url, i) => ({ key: `stored-${i}`, name: url.split('/').pop() ?? url, preview: url, local: false, progress: 100, state: 'done', url })),
  );
  const itemsRef = useRef(items);
  /** Files chosen so far: each new one's key. */
  const chosen = useRef(0);
  const aborts = useRef(new Map<string, AbortController>());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Report the stored paths whenever the set changes (and remember the items for the unmount cleanup).
  useEffect(() => {
    itemsRef.current = items;
    onChangeRef.current(
      items.filter((i) => i.state === 'done' && i.url).map((i) => i.url!),
      items.some((i) => i.state === 'uploading'),
    );
  }, [items]);

  // On unmount: stop uploads and free every object URL.
  useEffect(
    () => () => {
      for (const controller of aborts.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.local) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const update = (key: string, patch: Partial<Item>) => setItems((current) => current.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const start = (item: Item, file: File) => {
    const controller = new AbortController();
    aborts.current.set(item.key, controller);
    uploadImage(file, { apiBaseUrl: apiBaseUrl ?? '', token, signal: controller.signal, onProgress: (progress) => update(item.key, { progress }) })
      .then((url) => update(item.key, { state: 'done', url, progress: 100 }))
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') update(item.key, { state: 'error', error: failure.message === UPLOAD_FAILED ? t('images.failed') : failure.message });
      })
      .finally(() => aborts.current.delete(item.key));
  };

  const onFiles = (files: FileList | null) => {
    if (!files) return;
    const added: Item[] = [];
    for (const file of Array.from(files)) {
      const base = { key: `file-${(chosen.current += 1)}`, name: file.name, preview: URL.createObjectURL(file), local: true, progress: 0 };
      if (!file.type.startsWith('image/')) {
        added.push({ ...base, state: 'error', error: t('images.notImage', { name: file.name }) });
      } else if (file.size > UPLOAD_MAX_BYTES) {
        added.push({ ...base, state: 'error', error: t('images.tooLarge', { name: file.name }) });
      } else {
        const item: Item = { ...base, state: 'uploading' };
        added.push(item);
        start(item, file);
      }
    }
    setItems((current) => [...current, ...added]);
  };

  const remove = (item: Item) => {
    aborts.current.get(item.key)?.abort();
    if (item.local) URL.revokeObjectURL(item.preview);
    setItems((current) => current.filter((i) => i.key !== item.key));
  };

  const uploading = items.filter((i) => i.state === 'uploading').length;
  return (
    <div className={styles.uploader}>
      <div className={styles.drop}>
        <label htmlFor={inputId} className={styles.label}>
          {t('images.label')}
        </label>
        <p className={styles.hint} id={`${inputId}-hint`}>
          {t('images.hint')}
        </p>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => {
            onFiles(event.target.files);
            event.target.value = '';
          }}
        />
        {error && (
          <p id={`${inputId}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <p className={styles.status} role="status">
        {uploading > 0 ? t('images.uploading', { count: uploading }) : ''}
      </p>
      {items.length > 0 && (
        <ul className={styles.grid} aria-label={t('images.list')}>
          {items.map((item, index) => (
            <li key={item.key} className={styles.item} data-state={item.state}>
              <img className={styles.preview} src={item.local ? item.preview : imageSrc(item.preview, apiBaseUrl)} alt={t('images.preview', { index: index + 1, name: item.name })} width={160} height={120} />
              {item.state === 'uploading' && (
                <progress className={styles.progress} max={100} value={item.progress} aria-label={t('images.uploadingOne', { name: item.name })}>
                  {item.progress}%
                </progress>
              )}
              {item.state === 'error' && <p className={styles.itemError}>{item.error}</p>}
              <IconButton label={t('images.remove', { index: index + 1 })} className={styles.remove} variant="inverse" size="sm" onClick={() => remove(item)}>
                <span aria-hidden="true">×</span>
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {items.some((i) => i.state === 'error') && (
        <Button size="sm" variant="ghost" onClick={() => items.filter((i) => i.state === 'error').forEach(remove)}>
          {t('images.removeFailed')}
        </Button>
      )}
    </div>
  );
}

export default ImageUploader;
