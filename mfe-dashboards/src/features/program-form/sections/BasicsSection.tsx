import { useDomainWords } from '@wellness/shared/contract';
import { CATEGORY_OPTIONS } from '@wellness/shared/domain';
import { Select, TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import type { FormValues, ProgramFormStatus } from '../programFormValues';
import styles from '../ProgramForm.module.css';

/** What and where the program is, how long, its price, and its status (chosen only once it is approved). */
export function BasicsSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField, approved } = form;
  const { t } = useFormT();
  // The categories' names are the catalogue's words, one copy for the page (the contract's).
  const words = useDomainWords();
  const categories = CATEGORY_OPTIONS.map((option) => ({ value: option.value, label: words.categoryLabel(option.value, option.label) }));
  return (
    <fieldset className={styles.group}>
      <legend>{t('basics.legend')}</legend>
      <TextField label={t('basics.name')} name="name" value={values.name} error={errors.name} onChange={(e) => setField('name', e.target.value)} className={styles.full} />
      <TextField label={t('basics.location')} name="location" hint={t('basics.locationHint')} value={values.location} error={errors.location} onChange={(e) => setField('location', e.target.value)} />
      <Select
        label={t('basics.category')}
        name="category"
        placeholder={t('basics.categoryPlaceholder')}
        options={categories}
        value={values.category}
        error={errors.category}
        onChange={(e) => setField('category', e.target.value as FormValues['category'])}
      />
      <TextField label={t('basics.duration')} name="duration" hint={t('basics.durationHint')} value={values.duration} error={errors.duration} onChange={(e) => setField('duration', e.target.value)} />
      <TextField label={t('basics.price')} name="price" hint={t('basics.priceHint')} value={values.price} error={errors.price} onChange={(e) => setField('price', e.target.value)} />
      {approved ? (
        <Select
          label={t('basics.status')}
          name="status"
          options={[
            { value: 'active', label: t('basics.active') },
            { value: 'inactive', label: t('basics.inactive') },
          ]}
          value={values.status}
          onChange={(e) => setField('status', e.target.value as ProgramFormStatus)}
        />
      ) : (
        <p className={styles.status}>
          <span className={styles.statusLabel}>{t('basics.status')}</span> {values.status === 'pending' ? t('basics.pending') : t('basics.draft')}
        </p>
      )}
    </fieldset>
  );
}
