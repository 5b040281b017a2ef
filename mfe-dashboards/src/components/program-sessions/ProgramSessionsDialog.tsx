import { placesLeftText, type OwnerProgramSession } from '@wellness/shared/domain';
import { DataTable, Dialog, type DataTableColumn } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useProgramSessionsQuery } from './api/programSessions';

const MESSAGES = {
  loading: 'Loading the sessions…',
  error: 'The sessions could not be loaded. Please try again later.',
  empty: 'No dated sessions',
  emptyDescription: 'Guests choose a preferred date. Add sessions with their places in the program form.',
};

const columnsIn = (locale: string): DataTableColumn<OwnerProgramSession>[] => [
  { header: 'Arrival', rowHeader: true, cell: (s) => formatDate(s.startDate, locale) },
  { header: 'Departure', cell: (s) => formatDate(s.endDate, locale) },
  { header: 'Nights', cell: (s) => s.nights },
  { header: 'Places', cell: (s) => s.capacity },
  { header: 'Taken', cell: (s) => s.taken },
  { header: 'Left', cell: (s) => placesLeftText(s.placesLeft) },
];

/** One program's sessions, past ones included, with the places taken by live bookings and the places left. */
export function ProgramSessionsDialog({ program, onClose }: { program: { id: string; name: string } | null; onClose: () => void }) {
  const locale = useLocale();
  const query = useProgramSessionsQuery(program?.id ?? '', { skip: !program, refetchOnMountOrArgChange: true });
  if (!program) return null;
  const name = program.name || 'Untitled program';
  return (
    <Dialog open onClose={onClose} title={`Sessions of ${name}`} size="lg">
      <DataTable caption={`Sessions of ${name}: places taken and left`} columns={columnsIn(locale)} rows={query.data} rowKey={(s) => s.id} query={query} messages={MESSAGES} />
    </Dialog>
  );
}
