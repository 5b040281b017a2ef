import { categoryLabel, LIST_PAGE_SIZE, type AdminService, type ProgramStatus } from '@wellness/shared/domain';
import { Badge, Button, DataTable, InlineMessage, type BadgeVariant, type DataTableColumn } from '@wellness/shared/ui';
import { PROGRAM_STATUS_LABEL } from '../../lib/programStatus';
import { Switch } from '../../components/Switch';
import { useAdminServicesQuery } from './api/adminServices';
import { useSetServiceStatusMutation } from './api/setServiceStatus';
import { usePageParam } from '../../lib/listParams';
import { useStatusSwitch } from './useStatusSwitch';
import styles from './AdminDashboard.module.css';

const MESSAGES = { loading: 'Loading services…', error: 'The services could not be loaded.', empty: 'No services found' };
const STATUS_BADGE: Record<ProgramStatus, BadgeVariant> = { active: 'success', pending: 'warning', rejected: 'error', inactive: 'neutral', draft: 'neutral' };

/** The admin's Facilities tab: Facility Services (count), with the active/inactive switch hidden while pending. */
export function FacilitiesTab({ q }: { q: string }) {
  const [page, setPage] = usePageParam();
  const query = useAdminServicesQuery({ q, page });
  const { data } = query;
  const [setStatus] = useSetServiceStatusMutation();
  const { busy, message, toggle } = useStatusSwitch(setStatus);

  const columns: DataTableColumn<AdminService>[] = [
    {
      header: 'Service Name',
      rowHeader: true,
      className: styles.rowHeader,
      cell: (service) => (
        <>
          {service.name}
          <span className={styles.by}>{service.owner}</span>
        </>
      ),
    },
    { header: 'Category', cell: (service) => categoryLabel(service.category) || '—' },
    {
      header: 'Status',
      cell: (service) => (
        <Badge size="sm" variant={STATUS_BADGE[service.status]}>
          {PROGRAM_STATUS_LABEL[service.status]}
        </Badge>
      ),
    },
    { header: 'Bookings', cell: (service) => service.bookings },
    {
      header: 'Actions',
      cell: (service) =>
        service.canToggle ? (
          <Switch checked={service.status === 'active'} busy={busy === service.id} label={`Active: ${service.name}`} onChange={(on) => toggle(service.id, on)} />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <section aria-labelledby="services-title" className={styles.tabBody}>
      <div className={styles.blockHead}>
        <h2 id="services-title" className={styles.blockTitle}>
          Facility Services ({data?.total ?? 0})
        </h2>
        <Button size="sm" variant="secondary">
          + ADD NEW SERVICE
        </Button>
      </div>
      <div aria-live="polite">{message && <InlineMessage tone="error">{message}</InlineMessage>}</div>
      <DataTable
        caption="Facility services"
        columns={columns}
        rows={data?.services}
        rowKey={(service) => service.id}
        query={query}
        messages={MESSAGES}
        pagination={data && { page, pageSize: LIST_PAGE_SIZE, total: data.total, onPageChange: setPage, label: 'Facility services pages' }}
      />
    </section>
  );
}
