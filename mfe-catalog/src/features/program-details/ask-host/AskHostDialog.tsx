import { useRef, useState, type FormEvent } from 'react';
import { Link, selectRole, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import { useStartInquiryMutation } from '@wellness/shared/api/conversations';
import { MESSAGE_MAX, THREAD_MESSAGES, type ThreadPage } from '@wellness/shared/domain';
import { messageSchema } from '@wellness/shared/schemas';
import { Button, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import type { AskHostProgram } from './AskHost';
import styles from './AskHost.module.css';

const FAILED = 'Your question could not be sent. Check your connection and try again.';
export const SENT_TITLE = 'Message sent';

interface AskHostDialogProps {
  program: AskHostProgram;
  onClose: () => void;
  /** The API answered that the program has no host to write to. */
  onNoHost: () => void;
}

/** What a refused question means to the visitor (the API's own words where it gives them). */
function refusal(error: unknown): { text: string; noHost: boolean } {
  const status = (error as { status?: unknown }).status;
  const code = (error as { data?: { error?: { code?: unknown } } }).data?.error?.code;
  if (code === 'NO_HOST') return { text: apiErrorMessage(error, THREAD_MESSAGES.noHost), noHost: true };
  if (code === 'OWN_PROGRAM') return { text: apiErrorMessage(error, THREAD_MESSAGES.ownProgram), noHost: false };
  if (status === 429) return { text: THREAD_MESSAGES.tooMany, noHost: false };
  return { text: apiErrorMessage(error, FAILED), noHost: false };
}

/**
 * A question to a program's host before booking (POST /api/threads): the text, checked as the API checks it, then
 * "Message sent" with a link to the conversation in the visitor's inbox.
 */
export default function AskHostDialog({ program, onClose, onNoHost }: AskHostDialogProps) {
  const role = useAppSelector(selectRole);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<ThreadPage | null>(null);
  const [start, { isLoading }] = useStartInquiryMutation();
  const ref = useRef<HTMLTextAreaElement & HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const parsed = messageSchema.safeParse({ text });
    if (!parsed.success) {
      // The schema answers a blank text with the generic "required"; the thread's own words say what to do.
      setError(text.trim() ? parsed.error.issues[0]?.message : THREAD_MESSAGES.empty);
      ref.current?.focus();
      return;
    }
    try {
      setSent(await start({ programId: program.id, text: parsed.data.text }).unwrap());
    } catch (failed) {
      const { text: why, noHost } = refusal(failed);
      setFailure(why);
      if (noHost) onNoHost();
    }
  };

  if (sent) {
    const inbox = role === 'user' || role === 'facility' ? `/dashboard/${role}/inbox/${encodeURIComponent(sent.thread.id)}` : null;
    return (
      <Dialog open onClose={onClose} title={SENT_TITLE} size="sm">
        <div className={styles.sent} role="status">
          <p>The host of {program.name} gets your question and answers in your inbox.</p>
          {inbox && <p><Link to={inbox}>Open the conversation</Link></p>}
        </div>
      </Dialog>
    );
  }

  const over = text.length > MESSAGE_MAX;
  return (
    <Dialog
      open
      onClose={onClose}
      title={THREAD_MESSAGES.askHost}
      description={`About ${program.name}. The host answers in your inbox.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="ask-host-form" busy={isLoading}>
            Send
          </Button>
        </>
      }
    >
      <form id="ask-host-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
        <TextField
          ref={ref}
          label="Your question"
          multiline
          rows={5}
          value={text}
          error={error}
          hint={<span className={over ? styles.over : styles.count}>{text.length} / {MESSAGE_MAX} characters</span>}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
