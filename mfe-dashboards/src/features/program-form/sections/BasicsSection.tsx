import { CATEGORY_OPTIONS } from '@wellness/shared/domain';
import { Select, TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import type { FormValues, ProgramFormStatus } from '../programFormValues';
import styles from '../ProgramForm.module.css';

/** What and where the program is, how long, its price, and its status (chosen only once it is approved). */
export function BasicsSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField, approved } = form;
  return (
    <fieldset className={styles.group}>
      <legend>Program</legend>
      <TextField label="Name" name="name" value={values.name} error={errors.name} onChange={(e) => setField('name', e.target.value)} className={styles.full} />
      <TextField label="Location" name="location" hint="City - Country" value={values.location} error={errors.location} onChange={(e) => setField('location', e.target.value)} />
      <Select
        label="Category"
        name="category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        value={values.category}
        error={errors.category}
        onChange={(e) => setField('category', e.target.value as FormValues['category'])}
      />
      <TextField label="Duration" name="duration" hint="e.g. 7 Days / 6 Nights" value={values.duration} error={errors.duration} onChange={(e) => setField('duration', e.target.value)} />
      <TextField label="Price" name="price" hint="e.g. 3450 or Contact for pricing" value={values.price} error={errors.price} onChange={(e) => setField('price', e.target.value)} />
      {approved ? (
        <Select
          label="Status"
          name="status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          value={values.status}
          onChange={(e) => setField('status', e.target.value as ProgramFormStatus)}
        />
      ) : (
        <p className={styles.status}>
          <span className={styles.statusLabel}>Status</span> {values.status === 'pending' ? 'Pending approval' : 'Draft'}
        </p>
      )}
    </fieldset>
  );
}
