import { Badge, Button, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { PROGRAM_STATUS_LABEL } from '../../lib/programStatus';
import { Switch } from '../../components/Switch';
import table from '../../components/table.module.css';
import { useAdminServicesQuery } from './api/adminServices';
import { useSetServiceStatusMutation } from './api/setServiceStatus';
import { useStatusSwitch } from './useStatusSwitch';
import styles from './AdminDashboard.module.css';

/** SPEC §2 admin Facilities: Facility Services (count), with the active/inactive switch hidden while pending. */
export function FacilitiesTab({ q }: { q: string }) {
  const { data, isLoading, isError } = useAdminServicesQuery(q);
  const [setStatus] = useSetServiceStatusMutation();
  const { busy, message, toggle } = useStatusSwitch(setStatus);

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
      {isLoading ? (
        <LoadingText>Loading services…</LoadingText>
      ) : isError || !data ? (
        <InlineMessage tone="error">The services could not be loaded.</InlineMessage>
      ) : (
        <div className={table.scroller}>
          <table className={table.table}>
            <caption className={table.caption}>Facility services</caption>
            <thead>
              <tr>
                <th scope="col">Service Name</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Bookings</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.services.length === 0 ? (
                <tr>
                  <td colSpan={5}>No services found</td>
                </tr>
              ) : (
                data.services.map((service) => (
                  <tr key={service.id}>
                    <th scope="row" className={styles.rowHeader}>
                      {service.name}
                      <span className={styles.by}>{service.owner}</span>
                    </th>
                    <td>{service.category || '—'}</td>
                    <td>
                      <Badge size="sm" variant={service.status === 'active' ? 'success' : service.status === 'pending' ? 'warning' : service.status === 'rejected' ? 'error' : 'neutral'}>
                        {PROGRAM_STATUS_LABEL[service.status]}
                      </Badge>
                    </td>
                    <td>{service.bookings}</td>
                    <td>
                      {service.canToggle ? (
                        <Switch
                          checked={service.status === 'active'}
                          busy={busy === service.id}
                          label={`Active: ${service.name}`}
                          onChange={(on) => toggle(service.id, on)}
                        />
                      ) : (
                        <span className={styles.muted}>—</span>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
