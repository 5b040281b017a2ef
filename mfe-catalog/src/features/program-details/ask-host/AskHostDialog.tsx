import { useRef, useState, type FormEvent } from 'react';
import { Link, selectRole, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import { useStartInquiryMutation } from '@wellness/shared/api/conversations';
import { MESSAGE_MAX, type ThreadPage } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { messageSchema } from '@wellness/shared/schemas';
import { Button, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import type { AskHostProgram } from './AskHost';
import { askHostMessages } from './messages';
import en from './messages/en.json';
import styles from './AskHost.module.css';

export const SENT_TITLE = en.sent;

/** The schema's rules by their English words (the shared schema says them in English): their key here. */
const CHECK: Record<string, 'check.empty' | 'check.tooLong' | 'check.characters'> = {
  [en.check.empty]: 'check.empty',
  [en.check.tooLong.replace('{{max}}', String(MESSAGE_MAX))]: 'check.tooLong',
  [en.check.characters]: 'check.characters',
};

interface AskHostDialogProps {
  program: AskHostProgram;
  onClose: () => void;
  /** The API answered that the program has no host to write to. */
  onNoHost: () => void;
}

/** What a refused question means to the visitor (the API's own words where it gives them). */
function refusal(t: TFunction, error: unknown): { text: string; noHost: boolean } {
  const status = (error as { status?: unknown }).status;
  const code = (error as { data?: { error?: { code?: unknown } } }).data?.error?.code;
  // The refusals the page knows are said in its language; another is the API's own words.
  if (code === 'NO_HOST') return { text: t('check.noHost'), noHost: true };
  if (code === 'OWN_PROGRAM') return { text: t('check.ownProgram'), noHost: false };
  if (status === 429) return { text: t('check.tooMany'), noHost: false };
  return { text: apiErrorMessage(error, t('failed')), noHost: false };
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
  const { t, locale } = askHostMessages.useT();
  const max = formatNumber(MESSAGE_MAX, locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setFailure(null);
    const parsed = messageSchema.safeParse({ text });
    if (!parsed.success) {
      // The schema answers a blank text with the generic "required"; the thread's own words say what to do.
      const rule = text.trim() ? parsed.error.issues[0]?.message : en.check.empty;
      const key = rule === undefined ? undefined : CHECK[rule];
      setError(key ? t(key, { max }) : rule);
      ref.current?.focus();
      return;
    }
    try {
      setSent(await start({ programId: program.id, text: parsed.data.text }).unwrap());
    } catch (failed) {
      const { text: why, noHost } = refusal(t, failed);
      setFailure(why);
      if (noHost) onNoHost();
    }
  };

  if (sent) {
    const inbox = role === 'user' || role === 'facility' ? `/dashboard/${role}/inbox/${encodeURIComponent(sent.thread.id)}` : null;
    return (
      <Dialog open onClose={onClose} title={t('sent')} size="sm">
        <div className={styles.sent} role="status">
          <p>{t('sentText', { name: program.name })}</p>
          {inbox && <p><Link to={inbox}>{t('open')}</Link></p>}
        </div>
      </Dialog>
    );
  }

  const over = text.length > MESSAGE_MAX;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('title')}
      description={t('about', { name: program.name })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="ask-host-form" busy={isLoading}>
            {t('send')}
          </Button>
        </>
      }
    >
      <form id="ask-host-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
        <TextField
          ref={ref}
          label={t('question')}
          multiline
          rows={5}
          value={text}
          error={error}
          hint={<span className={over ? styles.over : styles.count}>{t('characters', { n: formatNumber(text.length, locale), max })}</span>}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
