import { Button, TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import styles from '../ProgramForm.module.css';

/** What the program includes: a title and a description each, added and removed one by one. */
export function IncludesSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const includes = values.includes;
  const change = (index: number, patch: Partial<(typeof includes)[number]>) => setField('includes', includes.map((it, i) => (i === index ? { ...it, ...patch } : it)));
  return (
    <fieldset className={styles.group}>
      <legend>Includes</legend>
      {includes.length === 0 && <p className={`${styles.full} ${styles.muted}`}>Nothing listed yet.</p>}
      {includes.map((item, index) => (
        <div key={index} className={styles.row}>
          <TextField label={`Included item ${index + 1} title`} value={item.title} error={errors[`includes.${index}.title`]} onChange={(e) => change(index, { title: e.target.value })} />
          <TextField
            label={`Included item ${index + 1} description`}
            value={item.description}
            error={errors[`includes.${index}.description`]}
            onChange={(e) => change(index, { description: e.target.value })}
          />
          <Button variant="ghost" size="sm" onClick={() => setField('includes', includes.filter((_, i) => i !== index))} aria-label={`Remove included item ${index + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <div className={styles.full}>
        <Button variant="secondary" size="sm" onClick={() => setField('includes', [...includes, { title: '', description: '' }])}>
          Add included item
        </Button>
      </div>
    </fieldset>
  );
}
