import { Button, ButtonLink, Dialog, InlineMessage, TextField } from '@wellness/shared/ui';
import { useNavigate } from '@wellness/shared/contract';
import { BasicsSection } from './sections/BasicsSection';
import { PlaceSection } from './sections/PlaceSection';
import { BookingOptionsSection } from './sections/BookingOptionsSection';
import { BookingTermsSection } from './sections/BookingTermsSection';
import { DescriptionSection } from './sections/DescriptionSection';
import { ImagesSection } from './sections/ImagesSection';
import { IncludesSection } from './sections/IncludesSection';
import { TranslationsSection } from './sections/TranslationsSection';
import { useProgramForm, type ProgramFormOptions } from './useProgramForm';
import { useFormT } from './messages';
import styles from './ProgramForm.module.css';

/** The spec's delete confirmation, word for word. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this program?';

/** The program form: its sections, then Back, Delete (an existing program) and the save buttons. */
export function ProgramForm(options: ProgramFormOptions) {
  const navigate = useNavigate();
  const { t } = useFormT();
  const form = useProgramForm(options);
  const {
    id, approved, values, listPath, uploading, saving, failure, failureRef, submit, onSubmit, confirmDelete, setConfirmDelete, deleting, onDelete,
    liveBookings, withdrawReason, setWithdrawReason, withdrawing, onWithdraw,
  } = form;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="program-form-title">
      <div ref={failureRef} tabIndex={-1} className={styles.failure} aria-live="assertive">
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
      </div>
      <BasicsSection form={form} />
      <PlaceSection form={form} />
      <DescriptionSection form={form} />
      <ImagesSection form={form} initial={options.initial.images} />
      <IncludesSection form={form} />
      <TranslationsSection form={form} />
      <BookingOptionsSection form={form} />
      <BookingTermsSection form={form} />

      <div className={styles.actions}>
        <ButtonLink href={listPath} variant="ghost" onNavigate={(href) => navigate(href)}>
          {t('back')}
        </ButtonLink>
        <span className={styles.spacer} />
        {id && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t('actions.delete')}
          </Button>
        )}
        {approved && (
          <Button type="submit" busy={saving === values.status} disabled={uploading || saving !== null}>
            {t('actions.saveChanges')}
          </Button>
        )}
        <Button variant="secondary" busy={saving === 'draft'} disabled={uploading || saving !== null} onClick={() => submit('draft')}>
          {t('actions.saveDraft')}
        </Button>
        <Button busy={saving === 'pending'} disabled={uploading || saving !== null} onClick={() => submit('pending')}>
          {t('actions.submit')}
        </Button>
      </div>
      {uploading && <p className={styles.muted}>{t('actions.uploadingWait')}</p>}

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={liveBookings ? t('dialog.withdrawTitle') : t('dialog.deleteTitle')}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              {t('actions.cancel')}
            </Button>
            {liveBookings ? (
              <Button variant="danger" busy={withdrawing} onClick={onWithdraw}>
                {t('actions.withdraw')}
              </Button>
            ) : (
              <Button variant="danger" busy={deleting} onClick={onDelete}>
                {t('actions.delete')}
              </Button>
            )}
          </>
        }
      >
        {liveBookings ? (
          <div className={styles.withdraw}>
            <InlineMessage tone="warning">{liveBookings}</InlineMessage>
            <TextField
              label={t('dialog.reason')}
              value={withdrawReason}
              onChange={(event) => setWithdrawReason(event.target.value)}
              multiline
              rows={3}
              maxLength={1000}
            />
          </div>
        ) : (
          <p>{t('dialog.confirmDelete')}</p>
        )}
      </Dialog>
    </form>
  );
}
