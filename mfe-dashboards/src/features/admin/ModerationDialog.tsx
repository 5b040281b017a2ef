import { MODERATION_REASON_MAX, type ModerationDecision, type ReportedReview } from '@wellness/shared/domain';
import { moderationSchema } from '@wellness/shared/schemas';
import { ReasonDialog } from '../../components/ReasonDialog';
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
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const words = WORDS[decision];
  return (
    <ReasonDialog
      title={words.title}
      description={`${item.review.authorFirstName}’s review of ${item.review.programName}. ${words.what}`}
      label="Reason"
      required
      hint={`Recorded with your name and shown to the review’s author. Up to ${MODERATION_REASON_MAX} characters.`}
      schema={moderationSchema}
      input={(reason) => ({ decision, reason })}
      keepLabel="Cancel"
      confirmLabel={words.action}
      confirmVariant={decision === 'hide' ? 'danger' : 'primary'}
      busy={isLoading}
      onClose={onClose}
      onConfirm={async (reason) => onDecided(await moderate({ id: item.review.id, decision, reason }).unwrap())}
      failureText="The decision could not be saved. Try again."
    />
  );
}
