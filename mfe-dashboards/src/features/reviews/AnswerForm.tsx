// Loaded when an owner first opens "Answer publicly": zod (reviewAnswerSchema) stays out of the page's first paint.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { REVIEW_ANSWER_MAX } from '@wellness/shared/domain';
import { reviewAnswerSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button } from '@wellness/shared/ui';
import { formatNumber } from '@wellness/shared/format';
import { useAnswerReviewMutation } from './api/answerReview';
import { CountedTextField, SendFailure } from '../../components/WrittenText';
import { checkIn, useReviewFormT } from './formMessages';
import styles from './reviews.module.css';

interface AnswerFormProps {
  reviewId: string;
  authorFirstName: string;
  onCancel: () => void;
  onAnswered: () => void;
}

/** The owner's one public answer to a review, up to REVIEW_ANSWER_MAX characters. */
export function AnswerForm({ reviewId, authorFirstName, onCancel, onAnswered }: AnswerFormProps) {
  const { t, locale } = useReviewFormT();
  const [initial] = useState({ text: '' });
  const { values, errors, setField, validate } = useZodForm(reviewAnswerSchema, initial);
  const [answer, { isLoading }] = useAnswerReviewMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const textRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The form takes the place of the button that opened it: the focus goes on to where the answer is written.
  useEffect(() => textRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = validate();
    if (!parsed) return;
    try {
      await answer({ id: reviewId, text: parsed.text }).unwrap();
      onAnswered();
    } catch (error) {
      setFailure(apiErrorMessage(error, t('answer.failed')));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={t('answer.form', { name: authorFirstName })}>
      <SendFailure failure={failure} />
      <CountedTextField
        label={t('answer.label')}
        required
        rows={4}
        hint={t('answer.hint', { max: formatNumber(REVIEW_ANSWER_MAX, locale) })}
        max={REVIEW_ANSWER_MAX}
        ref={textRef}
        value={values.text}
        error={checkIn(t, errors.text)}
        onChange={(e) => setField('text', e.target.value)}
      />
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('answer.cancel')}
        </Button>
        <Button type="submit" busy={isLoading}>
          {t('answer.publish')}
        </Button>
      </div>
    </form>
  );
}

export default AnswerForm;
