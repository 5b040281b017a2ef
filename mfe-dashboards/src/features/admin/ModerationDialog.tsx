import { MODERATION_REASON_MAX, type ModerationDecision, type ReportedReview } from '@wellness/shared/domain';
import { moderationSchema } from '@wellness/shared/schemas';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useModerateReviewMutation } from './api/moderateReview';
import { useReviewT } from './reviewMessages';

const WORDS = {
  hide: { title: 'moderation.hide.title', action: 'moderation.hide.action', what: 'moderation.hide.what' },
  keep: { title: 'moderation.keep.title', action: 'moderation.keep.action', what: 'moderation.keep.what' },
} as const satisfies Record<ModerationDecision, { title: string; action: string; what: string }>;

interface ModerationDialogProps {
  item: ReportedReview;
  decision: ModerationDecision;
  onClose: () => void;
  onDecided: (item: ReportedReview) => void;
}

/** Hiding or keeping a reported review, with the reason (required) recorded and shown to the review's author. */
export function ModerationDialog({ item, decision, onClose, onDecided }: ModerationDialogProps) {
  const { t } = useReviewT();
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const words = WORDS[decision];
  return (
    <ReasonDialog
      title={t(words.title)}
      description={t('moderation.description', { name: item.review.authorFirstName, program: item.review.programName, what: t(words.what) })}
      label={t('moderation.reason')}
      required
      hint={t('moderation.hint', { max: MODERATION_REASON_MAX })}
      schema={moderationSchema}
      input={(reason) => ({ decision, reason })}
      keepLabel={t('moderation.cancel')}
      confirmLabel={t(words.action)}
      confirmVariant={decision === 'hide' ? 'danger' : 'primary'}
      busy={isLoading}
      onClose={onClose}
      onConfirm={async (reason) => onDecided(await moderate({ id: item.review.id, decision, reason }).unwrap())}
      failureText={t('moderation.failed')}
    />
  );
}
