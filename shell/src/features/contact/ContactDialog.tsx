import type { FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { Button, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import { contactDialogClosed, selectContactDialogOpen, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { contactSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import styles from './ContactDialog.module.css';

const EMPTY = { name: '', email: '', phone: '', message: '' };

function ContactForm() {
  const form = useZodForm(contactSchema, EMPTY, { validateOnChange: 'all' });
  const [send, { isLoading, isSuccess, error }] = useSendContactMessageMutation();
  const { values, errors, setField } = form;

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
        <h3 tabIndex={-1} ref={(heading) => heading?.focus()}>Message Sent!</h3>
        <p>Thank you for contacting us. Our team will get back to you shortly.</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Full Name" name="name" autoComplete="name" required value={values.name}
        onChange={(e) => setField('name', e.target.value)} error={errors.name} />
      <TextField label="Email Address" name="email" type="email" autoComplete="email" required value={values.email}
        onChange={(e) => setField('email', e.target.value)} error={errors.email} />
      <TextField label="Phone Number (optional)" name="phone" type="tel" autoComplete="tel" value={values.phone}
        onChange={(e) => setField('phone', e.target.value)} error={errors.phone} />
      <TextField label="Message" name="message" multiline rows={5} required value={values.message}
        onChange={(e) => setField('message', e.target.value)} error={errors.message} />
      {error && <InlineMessage tone="error">{apiErrorMessage(error, 'An error occurred. Please try again.')}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel="Sending..." fullWidth>
        Send Message
      </Button>
    </form>
  );
}

/** The contact dialog, opened from anywhere through the store (`contactDialogOpened`). */
export function ContactDialog() {
  const open = useAppSelector(selectContactDialogOpen);
  const dispatch = useAppDispatch();
  return (
    <Dialog open={open} onClose={() => dispatch(contactDialogClosed())} title="Contact Us">
      <p className={styles.lead}>Tell us what you are looking for; a wellness concierge will reply personally.</p>
      {/* Mounted only while open, so each opening starts with a fresh form. */}
      {open && <ContactForm />}
    </Dialog>
  );
}
