import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useAppSelector, selectUser } from '@wellness/shared/contract';
import { bookingFormSchema, type BookingFormValues, type Program } from '@wellness/shared/domain';
import { useZodForm } from '@wellness/shared/forms';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField, todayIso } from '@wellness/shared/ui';
import { formatDate } from '../../../lib/format';
import { useCreateBookingMutation } from './api/createBooking';
import { useIdempotencyKey } from './useIdempotencyKey';
import styles from './BookingDialog.module.css';

/** The confirmed view closes itself after 2 s. */
export const CONFIRMATION_CLOSE_MS = 2000;
export const BOOKING_TEXTS = {
  submit: 'Request Booking',
  processing: 'Processing...',
  confirmedTitle: 'Booking Request Sent!',
  disclaimer: 'Our wellness expert will contact you within 24 hours to confirm availability and the details of your stay.',
  failed: 'We could not send your booking request. Please try again.',
} as const;

type FieldName = keyof BookingFormValues & string;

export interface BookingDialogProps {
  program: Pick<Program, 'id' | 'slug' | 'name' | 'location' | 'priceText' | 'bookingOptions'>;
  onClose: () => void;
}

/**
 * The booking modal: name, email, phone and preferred date (the program's available dates, else a date
 * from today); email and phone checked as typed, all on submit; Processing..., then a confirmation that closes itself
 * after 2 s. The request is stored through the API (linked to the account when signed in).
 */
export function BookingDialog({ program, onClose }: BookingDialogProps) {
  const user = useAppSelector(selectUser);
  const [initial] = useState<BookingFormValues>(() => ({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.phone?.replace(/\D/g, '') ?? '',
    preferredDate: '',
  }));
  const form = useZodForm(bookingFormSchema, initial, { validateOnChange: ['email', 'phone'] });
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const idempotencyKeyFor = useIdempotencyKey();
  const [step, setStep] = useState<'form' | 'confirmed'>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const today = todayIso();
  const dates = program.bookingOptions.availableDates.filter((d) => d >= today);

  useEffect(() => {
    if (step !== 'confirmed') return;
    const timer = setTimeout(onClose, CONFIRMATION_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const values = form.validate();
    if (!values || isLoading) return;
    try {
      const body = { ...values, programId: program.id, programSlug: program.slug };
      await createBooking({ body, idempotencyKey: idempotencyKeyFor(body) }).unwrap();
      setStep('confirmed');
    } catch (error) {
      const fields = (error as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fields) {
        const known = Object.fromEntries(Object.entries(fields).filter(([k]) => ['name', 'email', 'phone', 'preferredDate'].includes(k)));
        if (Object.keys(known).length) form.setErrors(known);
      }
      setFailure(apiErrorMessage(error, BOOKING_TEXTS.failed));
    }
  };

  const field = (name: FieldName) => ({
    name,
    value: form.values[name] as string,
    error: form.errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => form.setField(name, e.target.value),
  });

  return (
    <Dialog open onClose={onClose} title={step === 'form' ? `Book ${program.name}` : BOOKING_TEXTS.confirmedTitle} description={step === 'form' ? program.location : undefined} size="md">
      {step === 'form' ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
          <TextField label="Full Name" autoComplete="name" {...field('name')} />
          <TextField label="Email Address" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Phone Number" type="tel" inputMode="numeric" autoComplete="tel" hint="10 to 15 digits" {...field('phone')} />
          {dates.length > 0 ? (
            <Select label="Preferred Date" placeholder="Choose a date" options={dates.map((d) => ({ value: d, label: formatDate(d) }))} {...field('preferredDate')} />
          ) : (
            <DateInput label="Preferred Date" min={today} {...field('preferredDate')} />
          )}
          {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
          <Button type="submit" fullWidth size="lg" busy={isLoading} busyLabel={BOOKING_TEXTS.processing}>
            {BOOKING_TEXTS.submit}
          </Button>
          <p className={styles.disclaimer}>{BOOKING_TEXTS.disclaimer}</p>
        </form>
      ) : (
        <div className={styles.confirmed} role="status">
          <p>
            Thank you. Your request for <strong>{program.name}</strong> is with our concierge team.
          </p>
          <p className={styles.disclaimer}>{BOOKING_TEXTS.disclaimer}</p>
        </div>
      )}
    </Dialog>
  );
}

export default BookingDialog;
