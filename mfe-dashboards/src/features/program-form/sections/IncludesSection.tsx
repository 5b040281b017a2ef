import { Button, TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

/** What the program includes: a title and a description each, added and removed one by one. */
export function IncludesSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { t } = useFormT();
  const includes = values.includes;
  const change = (index: number, patch: Partial<(typeof includes)[number]>) => setField('includes', includes.map((it, i) => (i === index ? { ...it, ...patch } : it)));
  return (
    <fieldset className={styles.group}>
      <legend>{t('includes.legend')}</legend>
      {includes.length === 0 && <p className={`${styles.full} ${styles.muted}`}>{t('includes.none')}</p>}
      {includes.map((item, index) => (
        <div key={index} className={styles.row}>
          <TextField label={t('includes.title', { index: index + 1 })} value={item.title} error={errors[`includes.${index}.title`]} onChange={(e) => change(index, { title: e.target.value })} />
          <TextField
            label={t('includes.description', { index: index + 1 })}
            value={item.description}
            error={errors[`includes.${index}.description`]}
            onChange={(e) => change(index, { description: e.target.value })}
          />
          <Button variant="ghost" size="sm" onClick={() => setField('includes', includes.filter((_, i) => i !== index))} aria-label={t('includes.removeItem', { index: index + 1 })}>
            {t('includes.remove')}
          </Button>
        </div>
      ))}
      <div className={styles.full}>
        <Button variant="secondary" size="sm" onClick={() => setField('includes', [...includes, { title: '', description: '' }])}>
          {t('includes.add')}
        </Button>
      </div>
    </fieldset>
  );
}
