import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { bookingModeFor, chargeAtBooking, MAX_GUESTS_PER_BOOKING, moneyAtBooking, type Booking, type Program } from '@wellness/shared/domain';
import { bookingFormSchema, type BookingFormValues } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, DateInput, Dialog, InlineMessage, Select, TextField, todayIso } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { bookingMade } from '../booking-notice/bookingNoticeSlice';
import { useRefreshProgram } from '../../../lib/api/program';
import { isOpen, sessionsOnOffer } from '../sessions';
import { useStartCheckoutMutation, type Checkout } from './api/checkout';
import { useCreateBookingMutation } from './api/createBooking';
import { apiFailureOf, PLACES_CHANGED } from './bookingError';
import { BookingConfirmed, confirmedTitleOf } from './BookingConfirmed';
import { chargedText, PaymentStep } from './PaymentStep';
import { useBalanceDueDays } from '../../../lib/api/moneyTerms';
import { PriceSummary } from './PriceSummary';
import { SessionChoice } from './SessionChoice';
import { useIdempotencyKey } from './useIdempotencyKey';
import { modeLabelIn, nextStepIn, policyRuleIn, useDetailsT } from '../messages';
import { bookingMessages, checkText, failureText } from './messages';
import en from './messages/en.json';
import styles from './BookingDialog.module.css';

/** The confirmed view closes itself after 2 s. */
export const CONFIRMATION_CLOSE_MS = 2000;
/**
 * Its words in English (the dialog shows them from its catalogue). The disclaimer is SPEC's promise of an expert's
 * contact within 24 hours, word for word; what follows it holds for both modes (an instant booking is already
 * confirmed, a request is the host's to answer).
 */
export const BOOKING_TEXTS = {
  processing: en.processing,
  preferredDate: en.preferredDate,
  guests: en.guests,
  disclaimer: en.disclaimer,
  failed: en.failed,
} as const;

/** A cancellation policy's name as the dialog's policy line says it. */
const policyName = (t: TFunction, policy: Program['cancellationPolicy']) =>
  policy === 'flexible' ? t('policyName.flexible') : policy === 'moderate' ? t('policyName.moderate') : t('policyName.strict');

type TextFieldName = 'name' | 'email' | 'phone' | 'preferredDate';
const FIELDS = ['name', 'email', 'phone', 'preferredDate', 'guests'] as const;

export type BookingDialogProgram = Pick<
  Program,
  | 'id' | 'slug' | 'name' | 'location' | 'price' | 'priceText' | 'currency' | 'bookingOptions' | 'sessions'
  | 'bookingMode' | 'responseHours' | 'cancellationPolicy' | 'depositPercent' | 'paymentMethod'
>;

export interface BookingDialogProps {
  program: BookingDialogProgram;
  /** The session chosen on the page (Dates and places), if any. */
  initialSessionId?: string;
  onClose: () => void;
}

/**
 * The booking modal: name, email and phone; the preferred date, which is the choice of a session for a program with
 * sessions (else the program's available dates, else a date from today); the number of guests, within the places left;
 * the price (and what booking charges), the cancellation policy and what happens next before the button, which says how
 * the program books. Email and phone are checked as typed, all on submit; Processing..., then what happened (confirmed,
 * or a request the host answers by its deadline), which closes itself after 2 s and leaves the booking notice. A refusal because places ran out keeps what was typed,
 * says why and shows the places as they are now.
 */
export function BookingDialog({ program, initialSessionId, onClose }: BookingDialogProps) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { t: td, locale } = useDetailsT();
  const { t } = bookingMessages.useT();
  const today = todayIso();
  const hasSessions = (program.sessions?.length ?? 0) > 0;
  const sessions = sessionsOnOffer(program.sessions, today);
  const [sessionId, setSessionId] = useState<string | null>(initialSessionId ?? null);
  // A session that filled up since it was chosen is no longer chosen.
  const chosen = sessions.find((s) => s.id === sessionId && isOpen(s)) ?? null;

  const [initial] = useState<BookingFormValues>(() => ({
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.phone?.replace(/\D/g, '') ?? '',
    preferredDate: '',
    guests: 1,
  }));
  const form = useZodForm(bookingFormSchema, initial, { validateOnChange: ['email', 'phone'] });
  const [createBooking, { isLoading: isBooking }] = useCreateBookingMutation();
  // A program with a price is paid at checkout (its deposit, or the whole price without one), and the booking follows
  // the payment; without a price nothing is charged when booking.
  const [startCheckout, { isLoading: isStarting }] = useStartCheckoutMutation();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [charged, setCharged] = useState<string | null>(null);
  const isLoading = isBooking || isStarting;
  const charge = chargeAtBooking(program);
  const balanceDays = useBalanceDueDays();
  // A manual program (bank transfer or on arrival) books directly: nothing is charged online.
  const paid = charge !== 'none' && charge !== 'manual';
  const refreshProgram = useRefreshProgram();
  const idempotencyKeyFor = useIdempotencyKey();
  const [booked, setBooked] = useState<Booking | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const nextStepId = useId();

  // Guests: up to the chosen session's places left (and the per-booking limit). What the guest picked is kept and
  // applies again if they choose a session with more places.
  const maxGuests = Math.max(1, Math.min(chosen ? chosen.placesLeft : MAX_GUESTS_PER_BOOKING, MAX_GUESTS_PER_BOOKING));
  const guests = Math.min(Math.max(1, Number(form.values.guests) || 1), maxGuests);
  const dates = program.bookingOptions.availableDates.filter((d) => d >= today);
  // A visitor without an account asks even where a signed-in guest books at once: the API's rule.
  const mode = bookingModeFor(program.bookingMode, user !== null);

  // However the dialog closes once booked (after 2 s, Escape, the close button), the booking notice takes over: shown
  // then, not over the confirmation, and kept until dismissed.
  const close = useCallback(() => {
    if (booked) dispatch(bookingMade({ id: booked.id, reference: booked.reference, programName: booked.programName || program.name, state: booked.state, respondBy: booked.respondBy ?? null, bookedBy: user?.email ?? null }));
    onClose();
  }, [booked, dispatch, onClose, program.name, user?.email]);

  useEffect(() => {
    if (!booked) return;
    // The notice's code arrives while the confirmation shows, so it takes over at once.
    void import(/* webpackChunkName: "booking-dialog" */ '../booking-notice/Notice');
    const timer = setTimeout(close, CONFIRMATION_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [booked, close]);

  // After a refused submit, the first field in error takes the focus, so its label and message are read out.
  useEffect(() => {
    if (!focusInvalid) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(fieldset), fieldset[aria-invalid="true"] input:not(:disabled)')?.focus();
  }, [focusInvalid]);

  // The payment step's end: booked (what was charged is said), or refused (back to the form, with why).
  const paymentDone = useCallback(
    (done: Checkout) => {
      setCheckout(null);
      if (done.status === 'booked' && done.booking) {
        setBooked({ ...done.booking, state: done.booking.state ?? done.booking.status });
        setCharged(chargedText(done, locale, t));
      } else {
        setFailure(failureText(t, done.error?.message));
        if (done.error?.code && PLACES_CHANGED.has(done.error.code)) refreshProgram(program.slug);
      }
      if (hasSessions) refreshProgram(program.slug);
    },
    [hasSessions, locale, program.slug, refreshProgram, t],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // With sessions, the preferred date is the chosen session's start.
    const values = form.validate(hasSessions ? { preferredDate: chosen?.startDate ?? '', guests } : { guests });
    if (!values) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    if (isLoading) return;
    // The page's language: the emails of a guest without an account (or without a saved language) are written in it.
    const body = { ...values, programId: program.id, programSlug: program.slug, locale, ...(chosen ? { sessionId: chosen.id } : {}) };
    try {
      if (paid) {
        const started = await startCheckout({ body, idempotencyKey: idempotencyKeyFor(body) }).unwrap();
        if (started.status === 'awaiting_payment') setCheckout(started);
        else paymentDone(started);
        return;
      }
      const booking = await createBooking({ body, idempotencyKey: idempotencyKeyFor(body) }).unwrap();
      setBooked({ ...booking, state: booking.state ?? booking.status });
      if (hasSessions) refreshProgram(program.slug);
    } catch (error) {
      const { code, message, fields } = apiFailureOf(error);
      const known: Record<string, string> = {};
      for (const [key, text] of Object.entries(fields)) {
        const field = key === 'sessionId' ? 'preferredDate' : key;
        if ((FIELDS as readonly string[]).includes(field)) known[field] ??= text;
      }
      if (Object.keys(known).length) form.setErrors(known);
      // The places shown were out of date: show them as they are now. What the guest typed stays.
      if (code && PLACES_CHANGED.has(code)) refreshProgram(program.slug);
      setFailure(failureText(t, message));
    }
  };

  const field = (name: TextFieldName) => ({
    name,
    value: form.values[name] as string,
    error: checkText(t, form.errors[name]),
    required: true,
    onChange: (e: { target: { value: string } }) => form.setField(name, e.target.value),
  });

  const chooseSession = (id: string) => {
    setSessionId(id);
    form.setErrors((errors) => {
      const { preferredDate: _cleared, ...rest } = errors;
      void _cleared;
      return rest;
    });
  };

  return (
    <Dialog
      open
      onClose={booked ? close : onClose}
      title={booked ? confirmedTitleOf(booked, t) : t('title', { name: program.name })}
      description={booked ? undefined : program.location}
      size="md"
    >
      {booked ? (
        <BookingConfirmed programName={program.name} booking={booked} disclaimer={t('disclaimer')} charged={charged} />
      ) : checkout ? (
        <PaymentStep checkout={checkout} onDone={paymentDone} />
      ) : (
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
          <TextField label={t('name')} autoComplete="name" {...field('name')} />
          <TextField label={t('email')} type="email" autoComplete="email" {...field('email')} />
          <TextField label={t('phone')} type="tel" inputMode="numeric" autoComplete="tel" hint={t('phoneHint')} {...field('phone')} />
          {hasSessions ? (
            <SessionChoice sessions={sessions} value={chosen?.id ?? null} onChange={(s) => chooseSession(s.id)} label={t('preferredDate')} error={checkText(t, form.errors.preferredDate)} />
          ) : dates.length > 0 ? (
            <Select label={t('preferredDate')} placeholder={t('chooseDate')} options={dates.map((d) => ({ value: d, label: formatDate(d, locale) }))} {...field('preferredDate')} />
          ) : (
            <DateInput label={t('preferredDate')} min={today} {...field('preferredDate')} />
          )}
          <Select
            label={t('guests')}
            name="guests"
            required
            value={String(guests)}
            error={checkText(t, form.errors.guests)}
            hint={chosen ? t('onTheseDates', { count: chosen.placesLeft }) : t('upTo', { max: MAX_GUESTS_PER_BOOKING })}
            options={Array.from({ length: maxGuests }, (_, i) => ({ value: String(i + 1), label: t('guestOption', { count: i + 1 }) }))}
            onChange={(e) => form.setField('guests', Number(e.target.value))}
          />
          <PriceSummary program={program} guests={guests} atBooking={moneyAtBooking(mode, charge)} />
          <div className={styles.policy}>
            <p className={styles.policyName}>
              {t('policy', { policy: policyName(t, program.cancellationPolicy) })}
            </p>
            <p className={styles.policyRule}>{policyRuleIn(td, program.cancellationPolicy)}</p>
          </div>
          {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
          <Button type="submit" fullWidth size="lg" busy={isLoading} busyLabel={t('processing')} aria-describedby={nextStepId}>
            {modeLabelIn(td, mode)}
          </Button>
          <p id={nextStepId} className={styles.nextStep}>{nextStepIn(td, program.bookingMode, user !== null, program.responseHours, charge, balanceDays)}</p>
          <p className={styles.disclaimer}>{t('disclaimer')}</p>
        </form>
      )}
    </Dialog>
  );
}

export default BookingDialog;
