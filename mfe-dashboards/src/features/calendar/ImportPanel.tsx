import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarProgram } from '@wellness/shared/host-tools';
import { Button, InlineMessage, Select } from '@wellness/shared/ui';
import { useImportIcsMutation } from './api/calendar';
import styles from './CalendarPage.module.css';

const ALL = 'all';

/** An .ics file from another calendar: its busy days become blocked days here (the same file name again replaces them). */
export function ImportPanel({ programs, onDone }: { programs: CalendarProgram[]; onDone: (text: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [scope, setScope] = useState(ALL);
  const [error, setError] = useState<string | null>(null);
  const [importIcs, { isLoading }] = useImportIcsMutation();
  const fileId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError('Choose an .ics file first.');
    try {
      const result = await importIcs({ name: file.name.slice(0, 80) || 'calendar.ics', programId: scope === ALL ? null : scope, ics: await file.text() }).unwrap();
      const skipped = result.skipped ? ` ${result.skipped} ${result.skipped === 1 ? 'event was' : 'events were'} left out (past, marked free or cancelled).` : '';
      const stopped = result.sessionsStopped ? ` ${result.sessionsStopped} ${result.sessionsStopped === 1 ? 'session stops' : 'sessions stop'} taking bookings.` : '';
      onDone(`Imported ${result.name}: ${result.days} ${result.days === 1 ? 'day' : 'days'} blocked.${skipped}${stopped}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The file could not be imported. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="import-title" className={styles.panel}>
      <h2 id="import-title" className={styles.panelTitle}>
        Import busy dates
      </h2>
      <p className={styles.muted}>
        Export your calendar from another booking site or calendar app as an .ics file and import it here: its busy days are blocked, so nobody books you
        twice. Import it again under the same file name to replace them.
      </p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <div className={styles.file}>
          <label htmlFor={fileId}>Calendar file (.ics)</label>
          <input id={fileId} type="file" accept=".ics,text/calendar" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <Select label="Block for" value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL, label: 'All my programs' }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <Button type="submit" variant="secondary" busy={isLoading}>
          Import
        </Button>
      </form>
      <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
    </section>
  );
}
