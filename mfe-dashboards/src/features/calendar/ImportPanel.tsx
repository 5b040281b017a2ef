import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram } from '@wellness/shared/host-tools';
import { Button, InlineMessage, Select } from '@wellness/shared/ui';
import { useImportIcsMutation } from './api/calendar';
import { useCalendarT } from './messages';
import styles from './CalendarPage.module.css';

const ALL = 'all';

/** An .ics file from another calendar: its busy days become blocked days here (the same file name again replaces them). */
export function ImportPanel({ programs, onDone }: { programs: CalendarProgram[]; onDone: (text: string) => void }) {
  const { t } = useCalendarT();
  const [file, setFile] = useState<File | null>(null);
  const [scope, setScope] = useState(ALL);
  const [error, setError] = useState<string | null>(null);
  const [importIcs, { isLoading }] = useImportIcsMutation();
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError(t('import.chooseFile'));
    try {
      const result = await importIcs({ name: file.name.slice(0, 80) || 'calendar.ics', programId: scope === ALL ? null : scope, ics: await file.text() }).unwrap();
      const skipped = result.skipped ? ` ${t('import.skipped', { count: result.skipped })}` : '';
      const stopped = result.sessionsStopped ? ` ${t('blockDialog.stopped', { count: result.sessionsStopped })}` : '';
      onDone(`${t('import.done', { name: result.name, count: result.days })}${skipped}${stopped}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, t('import.failed')));
    }
  };

  return (
    <section aria-labelledby="import-title" className={styles.panel}>
      <h2 id="import-title" className={styles.panelTitle}>
        {t('import.title')}
      </h2>
      <p className={styles.muted}>{t('import.lead')}</p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <div className={styles.file}>
          <label htmlFor={fileId}>{t('import.file')}</label>
          <input id={fileId} type="file" accept=".ics,text/calendar" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Select label={t('import.blockFor')} value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL, label: t('blockDialog.allMine') }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <Button type="submit" variant="secondary" busy={isLoading}>
          {t('import.submit')}
        </Button>
      </form>
      <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
    </section>
  );
}
