import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { cx, IconButton, InlineMessage, VisuallyHidden } from '@wellness/shared/ui';
import { useDictation } from '../../lib/speech/useDictation';
import { MicIcon, PaperclipIcon, SendIcon } from '../icons';
import type { AttachKind } from './AttachMenu';
import styles from './ChatComposer.module.css';
import { composerMessages, speechErrorText } from './messages';

// The attach menu's code loads on the first press of its button (it is rarely used), then opens at once.
const AttachMenu = lazy(() => import(/* webpackChunkName: "attach-menu" */ './AttachMenu'));

/** Photo and Camera take images, Document takes these types; only the file's name joins the text. */
export const ATTACH_ACCEPT = {
  photo: 'image/*',
  document: '.pdf,.doc,.docx,.txt',
  camera: 'image/*',
} as const satisfies Record<AttachKind, string>;

/** The tag a chosen file adds to the message (no upload). */
export const fileTag = (name: string) => `[File: ${name}]`;

const join = (a: string, b: string) => (a.trim() ? `${a.replace(/\s+$/, '')} ${b}` : b);

export interface ChatComposerProps {
  /** Called with the trimmed text; the composer empties itself. */
  onSend: (text: string) => void;
  label?: string;
  placeholder?: string;
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The chat input of the home chat bar and the chat page: text, an attach menu (Photo, Document,
 * Camera) that appends a file tag, microphone dictation, and a send button disabled while the text is blank.
 */
export function ChatComposer({ onSend, label, placeholder, tone = 'light', className }: ChatComposerProps) {
  const { t } = composerMessages.useT();
  const [text, setText] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const files = useRef<Record<AttachKind, HTMLInputElement | null>>({ photo: null, document: null, camera: null });
  const dictation = useDictation((phrase) => setText((current) => join(current, phrase)));
  const [menuWanted, setMenuWanted] = useState(false);
  const attachButton = (
    <button
      type="button"
      className={styles.attach}
      aria-label={t('attach')}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setMenuWanted(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setMenuWanted(true);
        }
      }}
    >
      <PaperclipIcon />
    </button>
  );
  const listening = dictation.status === 'listening';
  const blank = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    if (listening) dictation.stop();
    onSend(text.trim());
    setText('');
  };

  const attach = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setText((current) => join(current, fileTag(file.name)));
    inputRef.current?.focus();
  };

  return (
    <form className={cx(styles.composer, styles[tone], className)} onSubmit={submit} noValidate>
      <div className={cx(styles.field, listening && styles.listening)}>
        {menuWanted ? (
          <Suspense fallback={attachButton}>
            <AttachMenu t={t} triggerClassName={styles.attach} onChoose={(kind) => files.current[kind]?.click()} />
          </Suspense>
        ) : (
          attachButton
        )}
        <label htmlFor={inputId}>
          <VisuallyHidden>{label ?? t('label')}</VisuallyHidden>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          value={text}
          placeholder={listening ? t('listening') : (placeholder ?? t('placeholder'))}
          onChange={(event) => setText(event.target.value)}
        />
        <IconButton
          label={listening ? t('stopDictation') : t('startDictation')}
          aria-pressed={listening}
          className={cx(styles.tool, listening && styles.micOn)}
          onClick={dictation.toggle}
        >
          <MicIcon />
        </IconButton>
        <IconButton label={t('send')} type="submit" variant="primary" className={styles.send} disabled={blank}>
          <SendIcon />
        </IconButton>
      </div>
      {(['photo', 'document', 'camera'] as const).map((kind) => (
        <input
          key={kind}
          ref={(el) => {
            files.current[kind] = el;
          }}
          type="file"
          hidden
          data-attach={kind}
          accept={ATTACH_ACCEPT[kind]}
          capture={kind === 'camera' ? 'environment' : undefined}
          onChange={attach}
        />
      ))}
      <p className={styles.interim} aria-hidden="true">{dictation.interim}</p>
      {dictation.error && (
        <InlineMessage tone="error" className={styles.error}>
          {speechErrorText(t, dictation.error)}
        </InlineMessage>
      )}
    </form>
  );
}
