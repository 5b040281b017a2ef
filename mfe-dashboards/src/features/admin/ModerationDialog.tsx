import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { MODERATION_REASON_MAX, type ModerationDecision, type ReportedReview } from '@wellness/shared/domain';
import { moderationSchema } from '@wellness/shared/schemas';
import { Button, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import { useModerateReviewMutation } from './api/moderateReview';

const WORDS: Record<ModerationDecision, { title: string; action: string; what: string }> = {
  hide: { title: 'Hide this review?', action: 'Hide review', what: 'It stops showing anywhere and counts in no rating.' },
  keep: { title: 'Keep this review?', action: 'Keep review', what: 'It keeps showing; the reports are closed.' },
};

interface ModerationDialogProps {
  item: ReportedReview;
  decision: ModerationDecision;
  onClose: () => void;
  onDecided: (item: ReportedReview) => void;
}

/** Hiding or keeping a reported review, with the reason (required) recorded and shown to the review's author. */
export function ModerationDialog({ item, decision, onClose, onDecided }: ModerationDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const words = WORDS[decision];

  const submit = async () => {
    setFailure(null);
    const parsed = moderationSchema.safeParse({ decision, reason });
    if (!parsed.success) return setError(parsed.error.issues.find((issue) => issue.path[0] === 'reason')?.message ?? parsed.error.issues[0]?.message);
    try {
      onDecided(await moderate({ id: item.review.id, ...parsed.data }).unwrap());
    } catch (err) {
      setFailure(apiErrorMessage(err, 'The decision could not be saved. Try again.'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={words.title}
      description={`${item.review.authorFirstName}’s review of ${item.review.programName}. ${words.what}`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={decision === 'hide' ? 'danger' : 'primary'} busy={isLoading} onClick={submit}>
            {words.action}
          </Button>
        </>
      }
    >
      <div aria-live="assertive">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>
      <TextField
        label="Reason"
        required
        multiline
        rows={3}
        hint={`Recorded with your name and shown to the review’s author. Up to ${MODERATION_REASON_MAX} characters.`}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}

export default ModerationDialog;
