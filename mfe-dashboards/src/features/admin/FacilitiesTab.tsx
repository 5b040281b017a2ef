import { useDomainWords } from '@wellness/shared/contract';
import { categoryLabel, LIST_PAGE_SIZE, type AdminService, type ProgramStatus } from '@wellness/shared/domain';
import { Badge, Button, DataTable, InlineMessage, type BadgeVariant, type DataTableColumn } from '@wellness/shared/ui';
import { programStatusIn, useDashboardsT } from '../../messages';
import { formatNumber } from '@wellness/shared/format';
import { Switch } from '../../components/Switch';
import { useAdminServicesQuery } from './api/adminServices';
import { useSetServiceStatusMutation } from './api/setServiceStatus';
import { usePageParam } from '../../lib/listParams';
import { useStatusSwitch } from './useStatusSwitch';
import { useAdminT } from './messages';
import styles from './AdminDashboard.module.css';

const STATUS_BADGE: Record<ProgramStatus, BadgeVariant> = { active: 'success', pending: 'warning', rejected: 'error', inactive: 'neutral', draft: 'neutral' };

/** The admin's Facilities tab: Facility Services (count), with the active/inactive switch hidden while pending. */
export function FacilitiesTab({ q }: { q: string }) {
  const { t, locale } = useAdminT();
  const { t: shared } = useDashboardsT();
  const words = useDomainWords();
  const [page, setPage] = usePageParam();
  const query = useAdminServicesQuery({ q, page });
  const { data } = query;
  const [setStatus] = useSetServiceStatusMutation();
  const { busy, message, toggle } = useStatusSwitch(setStatus);

  const columns: DataTableColumn<AdminService>[] = [
    {
      header: t('services.name'),
      rowHeader: true,
      className: styles.rowHeader,
      cell: (service) => (
        <>
          {service.name}
          <span className={styles.by}>{service.owner}</span>
        </>
      ),
    },
    { header: t('services.category'), cell: (service) => (service.category && words.categoryLabel(service.category, categoryLabel(service.category))) || '—' },
    {
      header: t('services.status'),
      cell: (service) => (
        <Badge size="sm" variant={STATUS_BADGE[service.status]}>
          {programStatusIn(shared, service.status)}
        </Badge>
      ),
    },
    { header: t('services.bookings'), cell: (service) => service.bookings },
    {
      header: t('services.actions'),
      cell: (service) =>
        service.canToggle ? (
          <Switch checked={service.status === 'active'} busy={busy === service.id} label={t('activeFor', { name: service.name })} onChange={(on) => toggle(service.id, on)} />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <section aria-labelledby="services-title" className={styles.tabBody}>
      <div className={styles.blockHead}>
        <h2 id="services-title" className={styles.blockTitle}>
          {t('services.title', { total: formatNumber(data?.total ?? 0, locale) })}
        </h2>
        <Button size="sm" variant="secondary">
          {t('services.add')}
        </Button>
      </div>
      <div aria-live="polite">{message && <InlineMessage tone="error">{message}</InlineMessage>}</div>
      <DataTable
        caption={t('services.caption')}
        columns={columns}
        rows={data?.services}
        rowKey={(service) => service.id}
        query={query}
        messages={{ loading: t('services.loading'), error: t('services.failed'), empty: t('services.empty') }}
        pagination={data && { page, pageSize: LIST_PAGE_SIZE, total: data.total, onPageChange: setPage, label: t('services.pages') }}
      />
    </section>
  );
}
