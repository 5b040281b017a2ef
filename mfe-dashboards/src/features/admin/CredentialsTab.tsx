// Loaded when the admin first opens the Credentials tab: not in the panel's first paint.
import { useLocale } from '@wellness/shared/contract';
import { formatDate, formatDateTime } from '@wellness/shared/format';
import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectApiBaseUrl, selectToken, useAppSelector } from '@wellness/shared/contract';
import { CREDENTIAL_STATUS_LABEL, type AdminCredential } from '@wellness/shared/host-tools';
import { Badge, Button, DataTable, Dialog, TextField, type DataTableColumn } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { useAdminCredentialsQuery, useDecideCredentialMutation } from './api/credentials';
import styles from './AdminDashboard.module.css';

const MESSAGES = { loading: 'Loading credentials…', error: 'The credentials could not be loaded.', empty: 'No credentials to review' };
const STATUS_VARIANT = { pending: 'info', verified: 'success', refused: 'error' } as const;

/** The document of a credential, read with the admin's token (it is never public): an image shown, a PDF downloaded. */
function useDocument() {
  const base = useAppSelector(selectApiBaseUrl);
  const token = useAppSelector(selectToken);
  return async (credential: AdminCredential): Promise<string> => {
    const response = await fetch(`${base}/api/admin/credentials/${encodeURIComponent(credential.id)}/document`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (!response.ok) throw new Error('The document could not be opened.');
    return URL.createObjectURL(await response.blob());
  };
}

/** The admin's Credentials tab: licences and certifications hosts sent, their documents, and Verify or Refuse with a reason. */
export function CredentialsTab({ q }: { q: string }) {
  const locale = useLocale();
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
      notice.show('success', `Verified: ${credential.facilitatorName}, ${credential.title}.`, { focus: true });
    } catch (failure) {
      notice.show('error', apiErrorMessage(failure, 'The decision could not be saved.'), { focus: true });
    }
  };
  const refuse = async () => {
    if (!refusing) return;
    if (!reason.trim()) return setReasonError('This field is required');
    try {
      await decide({ id: refusing.id, decision: 'refuse', reason: reason.trim() }).unwrap();
      notice.show('success', `Refused: ${refusing.facilitatorName}, ${refusing.title}. The host reads your reason.`, { focus: true });
      setRefusing(null);
    } catch (failure) {
      setReasonError(apiErrorMessage(failure, 'The decision could not be saved.'));
    }
  };

  const columns: DataTableColumn<AdminCredential>[] = [
    {
      header: 'Facilitator',
      rowHeader: true,
      className: styles.rowHeader,
      cell: (c) => (
        <>
          {c.facilitatorName}
          <span className={styles.by}>
            {c.title} · {c.issuingBody}
            {c.validUntil ? ` · valid until ${formatDate(c.validUntil, locale)}` : ''}
          </span>
        </>
      ),
    },
    {
      header: 'Host',
      cell: (c) => (
        <>
          <div>{c.providerName ?? c.host.name}</div>
          <div className={styles.by}>{c.host.email}</div>
        </>
      ),
    },
    {
      header: 'State',
      cell: (c) => (
        <>
          <div>
            <Badge size="sm" variant={STATUS_VARIANT[c.status]}>{CREDENTIAL_STATUS_LABEL[c.status]}</Badge>
          </div>
          <div className={styles.by}>Sent {formatDateTime(c.createdAt, locale)}</div>
          {c.status === 'refused' && c.reason && <div className={styles.reviewText}>{c.reason}</div>}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (c) => (
        <div className={styles.rowActions}>
          <Button size="sm" variant="ghost" aria-label={`${c.documentType === 'pdf' ? 'Download PDF' : 'View document'} of ${c.facilitatorName}`} onClick={() => view(c)}>
            {c.documentType === 'pdf' ? 'Download PDF' : 'View document'}
          </Button>
          {c.status !== 'verified' && (
            <Button size="sm" aria-label={`Verify the credential of ${c.facilitatorName}`} busy={deciding.isLoading} onClick={() => verify(c)}>
              Verify
            </Button>
          )}
          {c.status !== 'refused' && (
            <Button size="sm" variant="danger" aria-label={`Refuse the credential of ${c.facilitatorName}`} onClick={() => { setReason(''); setReasonError(undefined); setRefusing(c); }}>
              Refuse
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="credentials-review-title" className={styles.tabBody}>
      <h2 id="credentials-review-title" className={styles.blockTitle}>
        Credentials ({query.data?.filter((c) => c.status === 'pending').length ?? 0} waiting)
      </h2>
      {notice.element}
      <DataTable caption="Credentials sent by hosts" columns={columns} rows={query.data} rowKey={(c) => c.id} query={query} messages={MESSAGES} />
      {refusing && (
        <Dialog
          open
          size="sm"
          onClose={() => setRefusing(null)}
          title="Refuse this credential?"
          description={`${refusing.facilitatorName}, ${refusing.title} (${refusing.issuingBody}). The host reads your reason.`}
          footer={
            <>
              <Button variant="ghost" onClick={() => setRefusing(null)}>Cancel</Button>
              <Button variant="danger" busy={deciding.isLoading} onClick={refuse}>Refuse credential</Button>
            </>
          }
        >
          <TextField label="Reason" multiline rows={3} value={reason} error={reasonError} maxLength={500} required onChange={(e) => { setReason(e.target.value); setReasonError(undefined); }} />
        </Dialog>
      )}
      {viewing && (
        <Dialog
          open
          size="lg"
          onClose={() => { URL.revokeObjectURL(viewing.url); setViewing(null); }}
          title={`Document of ${viewing.credential.facilitatorName}`}
          description={`${viewing.credential.title} · ${viewing.credential.issuingBody}`}
        >
          <img src={viewing.url} alt={`The credential document of ${viewing.credential.facilitatorName}`} className={styles.documentImage} />
        </Dialog>
      )}
    </section>
  );
}

export default CredentialsTab;
