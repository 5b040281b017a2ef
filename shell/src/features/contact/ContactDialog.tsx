import type { FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { Button, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import { contactDialogClosed, selectContactDialogOpen, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { contactSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import { checkText, contactMessages } from './messages';
import styles from './ContactDialog.module.css';

const EMPTY = { name: '', email: '', phone: '', message: '' };

function ContactForm() {
  const { t } = contactMessages.useT();
  const form = useZodForm(contactSchema, EMPTY, { validateOnChange: 'all' });
  const [send, { isLoading, isSuccess, error }] = useSendContactMessageMutation();
  const { values, setField } = form;
  const errors = Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, checkText(t, message)])) as typeof form.errors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = form.validate();
    if (message) await send(message);
  };

  if (isSuccess) {
    return (
      <div className={styles.sent} role="status">
        <svg className={styles.check} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <circle cx="24" cy="24" r="22" />
          <path d="M14 25l7 7 14-15" />
        </svg>
        {/* Focus moves here so Escape and screen readers stay with the dialog once the form is gone. */}
        <h3 tabIndex={-1} ref={(heading) => heading?.focus()}>{t('sent')}</h3>
        <p>{t('thanks')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('name')} name="name" autoComplete="name" required value={values.name}
        onChange={(e) => setField('name', e.target.value)} error={errors.name} />
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required value={values.email}
        onChange={(e) => setField('email', e.target.value)} error={errors.email} />
      <TextField label={t('phone')} name="phone" type="tel" autoComplete="tel" value={values.phone}
        onChange={(e) => setField('phone', e.target.value)} error={errors.phone} />
      <TextField label={t('message')} name="message" multiline rows={5} required value={values.message}
        onChange={(e) => setField('message', e.target.value)} error={errors.message} />
      {error && <InlineMessage tone="error">{apiErrorMessage(error, t('error'))}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel={t('sending')} fullWidth>
        {t('send')}
      </Button>
    </form>
  );
}

/** The contact dialog, opened from anywhere through the store (`contactDialogOpened`). */
export function ContactDialog() {
  const open = useAppSelector(selectContactDialogOpen);
  const dispatch = useAppDispatch();
  const { t } = contactMessages.useT();
  return (
    <Dialog open={open} onClose={() => dispatch(contactDialogClosed())} title={t('title')}>
      <p className={styles.lead}>{t('lead')}</p>
      {/* Mounted only while open, so each opening starts with a fresh form. */}
      {open && <ContactForm />}
    </Dialog>
  );
}
