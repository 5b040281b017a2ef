import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { selectUser, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import { useSendMessageMutation } from '@wellness/shared/api/conversations';
import { MESSAGE_MAX, THREAD_MESSAGES } from '@wellness/shared/domain';
import { messageSchema } from '@wellness/shared/schemas';
import { Button, TextField } from '@wellness/shared/ui';
import styles from './inbox.module.css';

const FAILED = 'Your message could not be sent. Check your connection and try again.';

/** The person the thread shows for a line the reader sends, until the API answers with its own. */
function useMe() {
  const user = useAppSelector(selectUser);
  const name = [user?.firstName, user?.lastName ? `${user.lastName[0]}.` : ''].filter(Boolean).join(' ') || 'You';
  return { id: user?.id ?? 'me', name };
}

/**
 * Writing in a thread: a labelled text area with its count, sent with the button or Ctrl/Cmd+Enter. The text is
 * checked as the API checks it; the line shows at once, and a refusal (too fast, too long) puts the text back with
 * the reason.
 */
export function Composer({ threadId }: { threadId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [send, { isLoading }] = useSendMessageMutation();
  const me = useMe();
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const formId = useId();

  const submit = async (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (isLoading) return;
    const parsed = messageSchema.safeParse({ text });
    if (!parsed.success) {
      // The schema answers a blank text with the generic "required"; the thread's own words say what to do.
      setError(text.trim() ? parsed.error.issues[0]?.message : THREAD_MESSAGES.empty);
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
      setError(status === 429 ? THREAD_MESSAGES.tooMany : apiErrorMessage(failure, FAILED));
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
      <span id={`${formId}-label`} hidden>Reply</span>
      <TextField
        ref={ref}
        label="Your message"
        multiline
        rows={3}
        value={text}
        error={error}
        hint={
          <span className={over ? styles.countOver : undefined}>
            {text.length} / {MESSAGE_MAX} characters · Ctrl+Enter or ⌘+Enter sends
          </span>
        }
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" busy={isLoading} className={styles.send}>
        Send
      </Button>
    </form>
  );
}
