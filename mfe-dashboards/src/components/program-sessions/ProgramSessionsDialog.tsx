import type { OwnerProgramSession } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import { DataTable, Dialog, type DataTableColumn } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import { useComponentsT } from '../messages';
import { useProgramSessionsQuery } from './api/programSessions';

const messagesIn = (t: TFunction) => ({ loading: t('sessions.loading'), error: t('sessions.error'), empty: t('sessions.empty'), emptyDescription: t('sessions.emptyDescription') });

const columnsIn = (t: TFunction, locale: string): DataTableColumn<OwnerProgramSession>[] => [
  { header: t('sessions.arrival'), rowHeader: true, cell: (s) => formatDate(s.startDate, locale) },
  { header: t('sessions.departure'), cell: (s) => formatDate(s.endDate, locale) },
  { header: t('sessions.nights'), cell: (s) => s.nights },
  { header: t('sessions.places'), cell: (s) => s.capacity },
  { header: t('sessions.taken'), cell: (s) => s.taken },
  { header: t('sessions.left'), cell: (s) => (s.placesLeft <= 0 ? t('sessions.soldOut') : t('sessions.placesLeft', { count: s.placesLeft })) },
];

/** One program's sessions, past ones included, with the places taken by live bookings and the places left. */
export function ProgramSessionsDialog({ program, onClose }: { program: { id: string; name: string } | null; onClose: () => void }) {
  const { t, locale } = useComponentsT();
  const query = useProgramSessionsQuery(program?.id ?? '', { skip: !program, refetchOnMountOrArgChange: true });
  if (!program) return null;
  const name = program.name || t('card.untitled');
  return (
    <Dialog open onClose={onClose} title={t('sessions.title', { name })} size="lg">
      <DataTable caption={t('sessions.caption', { name })} columns={columnsIn(t, locale)} rows={query.data} rowKey={(s) => s.id} query={query} messages={messagesIn(t)} />
    </Dialog>
  );
}
