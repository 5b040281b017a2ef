import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { selectUser, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import { useSendMessageMutation } from '@wellness/shared/api/conversations';
import { MESSAGE_MAX } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import { messageSchema } from '@wellness/shared/schemas';
import { Button, TextField } from '@wellness/shared/ui';
import { knownText, PLAIN, useInboxT } from './messages';
import styles from './inbox.module.css';

/** The person the thread shows for a line the reader sends, until the API answers with its own. */
function useMe(you: string) {
  const user = useAppSelector(selectUser);
  const name = [user?.firstName, user?.lastName ? `${user.lastName[0]}.` : ''].filter(Boolean).join(' ') || you;
  return { id: user?.id ?? 'me', name };
}

/**
 * Writing in a thread: a labelled text area with its count, sent with the button or Ctrl/Cmd+Enter. The text is
 * checked as the API checks it; the line shows at once, and a refusal (too fast, too long) puts the text back with
 * the reason.
 */
export function Composer({ threadId }: { threadId: string }) {
  const { t, locale } = useInboxT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [send, { isLoading }] = useSendMessageMutation();
  const me = useMe(t('who.you'));
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const formId = useId();

  const submit = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (isLoading) return;
    const parsed = messageSchema.safeParse({ text });
    if (!parsed.success) {
      // The schema answers a blank text with the generic "required"; the thread's own words say what to do.
      const message = parsed.error.issues[0]?.message;
      setError(text.trim() && message ? knownText(t, locale, message) : t('composer.empty'));
      ref.current?.focus();
      return;
    }
    setError(undefined);
    const sent = text;
    setText('');
    try {
      await send({ threadId, text: parsed.data.text, sender: me }).unwrap();
    } catch (failure) {
      const status = (failure as { status?: unknown }).status;
      setError(status === 429 ? t('composer.tooMany') : knownText(t, locale, apiErrorMessage(failure, t('composer.failed'))));
      // Nothing is lost: the text comes back unless something new was typed meanwhile.
      setText((current) => current || sent);
      ref.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit(event);
  };

  const over = text.length > MESSAGE_MAX;
  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-label`} noValidate>
      <span id={`${formId}-label`} hidden>{t('composer.reply')}</span>
      <TextField
        ref={ref}
        label={t('composer.label')}
        multiline
        rows={3}
        value={text}
        error={error}
        hint={
          <span className={over ? styles.countOver : undefined}>
            {t('composer.count', { length: formatNumber(text.length, locale, PLAIN), max: formatNumber(MESSAGE_MAX, locale, PLAIN) })}
          </span>
        }
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" busy={isLoading} className={styles.send}>
        {t('composer.send')}
      </Button>
    </form>
  );
}
