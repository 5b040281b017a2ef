// Loaded when a "Write a review" button is first pressed: zod (reviewSchema) and the form stay out of the first paint.
import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { REVIEW_ASPECTS, REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, stayMonthText, type ReviewableStay, type ReviewAspect } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import { reviewSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, Dialog, StarRatingInput } from '@wellness/shared/ui';
import { formatNumber } from '@wellness/shared/format';
import { useSubmitReviewMutation } from './api/submitReview';
import { CountedTextField, SendFailure } from '../../components/WrittenText';
import { checkIn, formAspectIn, useReviewFormT } from './formMessages';
import styles from './reviews.module.css';

type Values = {
  bookingId: string;
  rating: number | null;
  aspects: Partial<Record<ReviewAspect, number | null>>;
  text: string;
};

/** What the text area states about its limits, word for word in the hint. */
export const textLimits = (t: TFunction, locale: string) => t('review.limits', { min: formatNumber(REVIEW_TEXT_MIN, locale), max: formatNumber(REVIEW_TEXT_MAX, locale) });

// The schema reads a missing rating as undefined (its message: "Choose a rating…"), and takes no empty aspects.
const toInput = (values: Values) => ({
  ...values,
  rating: values.rating ?? undefined,
  aspects: Object.fromEntries(Object.entries(values.aspects).filter(([, stars]) => stars !== null)),
});

interface ReviewFormDialogProps {
  stay: ReviewableStay;
  onClose: () => void;
  /** After the review was published. */
  onSubmitted: () => void;
}

/** The review of one completed stay: overall stars (required), optional aspects, and the text within its limits. */
export function ReviewFormDialog({ stay, onClose, onSubmitted }: ReviewFormDialogProps) {
  const { t, locale } = useReviewFormT();
  const formId = useId();
  const [initial] = useState<Values>(() => ({ bookingId: stay.bookingId, rating: null, aspects: {}, text: '' }));
  const { values, errors, setField, validate, setErrors } = useZodForm(reviewSchema, initial, { toInput });
  const [submit, { isLoading }] = useSubmitReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const length = values.text.trim().length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate();
    if (!parsed) return;
    try {
      await submit(parsed).unwrap();
      onSubmitted();
    } catch (error) {
      setFailure(apiErrorMessage(error, t('review.failed')));
      const fields = (error as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fields) setErrors(fields);
    }
  };

  // A text far over the limit fails the schema's outer length check, whose words name the wrong number: the
  // limit's own message is the one to read.
  const textError = checkIn(t, errors.text && length > REVIEW_TEXT_MAX ? REVIEW_MESSAGES.textTooLong : errors.text);

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('review.title', { program: stay.programName })}
      description={t('review.description', { month: stayMonthText(stay.stayMonth, locale) })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={isLoading}>
            {t('review.publish')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={onSubmit}>
        <SendFailure failure={failure} />
        <StarRatingInput label={t('review.overall')} required value={values.rating} error={checkIn(t, errors.rating)} onChange={(n) => setField('rating', n)} />
        <div className={styles.aspectsGroup}>
          {REVIEW_ASPECTS.map((aspect) => (
            <StarRatingInput
              key={aspect}
              label={t('review.optional', { aspect: formAspectIn(t, aspect) })}
              clearLabel={t('review.clear', { aspect: formAspectIn(t, aspect) })}
              value={values.aspects[aspect] ?? null}
              error={checkIn(t, errors[`aspects.${aspect}`])}
              onChange={(n) => setField('aspects', { ...values.aspects, [aspect]: n })}
            />
          ))}
        </div>
        <CountedTextField
          label={t('review.text')}
          required
          rows={7}
          hint={textLimits(t, locale)}
          max={REVIEW_TEXT_MAX}
          value={values.text}
          error={textError}
          onChange={(e) => setField('text', e.target.value)}
        />
      </form>
    </Dialog>
  );
}

export default ReviewFormDialog;
