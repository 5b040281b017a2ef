import { TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

/** The card's short description, and the details page's full one with the address. */
export function DescriptionSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { t } = useFormT();
  return (
    <fieldset className={styles.group}>
      <legend>{t('description.legend')}</legend>
      <TextField label={t('description.short')} name="description" multiline rows={3} value={values.description} error={errors.description} onChange={(e) => setField('description', e.target.value)} className={styles.full} />
      <TextField
        label={t('description.detailed')}
        name="detailedDescription"
        hint={t('description.detailedHint')}
        multiline
        rows={6}
        value={values.detailedDescription}
        error={errors.detailedDescription}
        onChange={(e) => setField('detailedDescription', e.target.value)}
        className={styles.full}
      />
    </fieldset>
  );
}
