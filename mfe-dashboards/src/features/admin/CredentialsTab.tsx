// Loaded when the admin first opens the Credentials tab: not in the panel's first paint.
import { formatDate, formatDateTime } from '@wellness/shared/format';
import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectApiBaseUrl, selectToken, useAppSelector } from '@wellness/shared/contract';
import type { AdminCredential, CredentialStatus } from '@wellness/shared/host-tools';
import { Badge, Button, DataTable, Dialog, TextField, type DataTableColumn } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { useAdminCredentialsQuery, useDecideCredentialMutation } from './api/credentials';
import { useReviewT } from './reviewMessages';
import styles from './AdminDashboard.module.css';

const STATUS = { pending: 'credentials.status.pending', verified: 'credentials.status.verified', refused: 'credentials.status.refused' } as const satisfies Record<CredentialStatus, string>;
const STATUS_VARIANT = { pending: 'info', verified: 'success', refused: 'error' } as const;

/** The document of a credential, read with the admin's token (it is never public): an image shown, a PDF downloaded. */
function useDocument() {
  const { t } = useReviewT();
  const base = useAppSelector(selectApiBaseUrl);
  const token = useAppSelector(selectToken);
  return async (credential: AdminCredential): Promise<string> => {
    const response = await fetch(`${base}/api/admin/credentials/${encodeURIComponent(credential.id)}/document`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new Error(t('credentials.documentFailed'));
    return URL.createObjectURL(await response.blob());
  };
}

/** The admin's Credentials tab: licences and certifications hosts sent, their documents, and Verify or Refuse with a reason. */
export function CredentialsTab({ q }: { q: string }) {
  const { t, locale } = useReviewT();
  const query = useAdminCredentialsQuery({ status: 'all', q });
  const [decide, deciding] = useDecideCredentialMutation();
  const [refusing, setRefusing] = useState<AdminCredential | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [viewing, setViewing] = useState<{ credential: AdminCredential; url: string } | null>(null);
  const notice = useNotice();
  const open = useDocument();

  const view = async (credential: AdminCredential) => {
    try {
      const url = await open(credential);
      if (credential.documentType === 'image') {
        setViewing({ credential, url });
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `credential-${credential.facilitatorName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch (failure) {
      notice.show('error', (failure as Error).message);
    }
  };
  const verify = async (credential: AdminCredential) => {
    try {
      await decide({ id: credential.id, decision: 'verify' }).unwrap();
      notice.show('success', t('credentials.verifiedNotice', { name: credential.facilitatorName, title: credential.title }), { focus: true });
    } catch (failure) {
      notice.show('error', apiErrorMessage(failure, t('credentials.saveFailed')), { focus: true });
    }
  };
  const refuse = async () => {
    if (!refusing) return;
    if (!reason.trim()) return setReasonError(t('credentials.required'));
    try {
      await decide({ id: refusing.id, decision: 'refuse', reason: reason.trim() }).unwrap();
      notice.show('success', t('credentials.refusedNotice', { name: refusing.facilitatorName, title: refusing.title }), { focus: true });
      setRefusing(null);
    } catch (failure) {
      setReasonError(apiErrorMessage(failure, t('credentials.saveFailed')));
    }
  };

  const columns: DataTableColumn<AdminCredential>[] = [
    {
      header: t('credentials.facilitator'),
      rowHeader: true,
      className: styles.rowHeader,
      cell: (c) => (
        <>
          {c.facilitatorName}
          <span className={styles.by}>
            {c.title} · {c.issuingBody}
            {c.validUntil ? t('credentials.validUntil', { date: formatDate(c.validUntil, locale) }) : ''}
          </span>
        </>
      ),
    },
    {
      header: t('credentials.host'),
      cell: (c) => (
        <>
          <div>{c.providerName ?? c.host.name}</div>
          <div className={styles.by}>{c.host.email}</div>
        </>
      ),
    },
    {
      header: t('credentials.state'),
      cell: (c) => (
        <>
          <div>
            <Badge size="sm" variant={STATUS_VARIANT[c.status]}>{t(STATUS[c.status])}</Badge>
          </div>
          <div className={styles.by}>{t('credentials.sent', { date: formatDateTime(c.createdAt, locale) })}</div>
          {c.status === 'refused' && c.reason && <div className={styles.reviewText}>{c.reason}</div>}
        </>
      ),
    },
    {
      header: t('credentials.actions'),
      cell: (c) => (
        <div className={styles.rowActions}>
          <Button size="sm" variant="ghost" aria-label={c.documentType === 'pdf' ? t('credentials.downloadOf', { name: c.facilitatorName }) : t('credentials.viewOf', { name: c.facilitatorName })} onClick={() => view(c)}>
            {c.documentType === 'pdf' ? t('credentials.downloadPdf') : t('credentials.viewDocument')}
          </Button>
          {c.status !== 'verified' && (
            <Button size="sm" aria-label={t('credentials.verifyOf', { name: c.facilitatorName })} busy={deciding.isLoading} onClick={() => verify(c)}>
              {t('credentials.verify')}
            </Button>
          )}
          {c.status !== 'refused' && (
            <Button size="sm" variant="danger" aria-label={t('credentials.refuseOf', { name: c.facilitatorName })} onClick={() => { setReason(''); setReasonError(undefined); setRefusing(c); }}>
              {t('credentials.refuse')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="credentials-review-title" className={styles.tabBody}>
      <h2 id="credentials-review-title" className={styles.blockTitle}>
        {t('credentials.title', { count: query.data?.filter((c) => c.status === 'pending').length ?? 0 })}
      </h2>
      {notice.element}
      <DataTable
        caption={t('credentials.caption')}
        columns={columns}
        rows={query.data}
        rowKey={(c) => c.id}
        query={query}
        messages={{ loading: t('credentials.loading'), error: t('credentials.failed'), empty: t('credentials.empty') }}
      />
      {refusing && (
        <Dialog
          open
          size="sm"
          onClose={() => setRefusing(null)}
          title={t('credentials.refuseTitle')}
          description={t('credentials.refuseDescription', { name: refusing.facilitatorName, title: refusing.title, body: refusing.issuingBody })}
          footer={
            <>
              <Button variant="ghost" onClick={() => setRefusing(null)}>{t('credentials.cancel')}</Button>
              <Button variant="danger" busy={deciding.isLoading} onClick={refuse}>{t('credentials.refuseCredential')}</Button>
            </>
          }
        >
          <TextField label={t('credentials.reason')} multiline rows={3} value={reason} error={reasonError} maxLength={500} required onChange={(e) => { setReason(e.target.value); setReasonError(undefined); }} />
        </Dialog>
      )}
      {viewing && (
        <Dialog
          open
          size="lg"
          onClose={() => { URL.revokeObjectURL(viewing.url); setViewing(null); }}
          title={t('credentials.documentTitle', { name: viewing.credential.facilitatorName })}
          description={`${viewing.credential.title} · ${viewing.credential.issuingBody}`}
        >
          <img src={viewing.url} alt={t('credentials.documentAlt', { name: viewing.credential.facilitatorName })} className={styles.documentImage} />
        </Dialog>
      )}
    </section>
  );
}

export default CredentialsTab;
