import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { UPLOAD_MAX_BYTES } from '@wellness/shared/domain';
import { CREDENTIAL_STATUS_LABEL, type HostCredential } from '@wellness/shared/host-tools';
import { Badge, Button, DateInput, EmptyState, InlineMessage, Skeleton, TextField } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { useAddCredentialMutation, useMyCredentialsQuery, useRemoveCredentialMutation } from './api/credentials';
import styles from './CredentialsPage.module.css';

const STATUS_VARIANT = { pending: 'info', verified: 'success', refused: 'error' } as const;
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

function CredentialForm({ onAdded }: { onAdded: (credential: HostCredential) => void }) {
  const [fields, setFields] = useState({ facilitatorName: '', title: '', issuingBody: '', validUntil: '' });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [add, { isLoading }] = useAddCredentialMutation();
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields({ ...fields, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (!file) return setError('Choose the licence or certificate: a photo, a scan or a PDF.');
    if (file.size > UPLOAD_MAX_BYTES) return setError(`The file is larger than ${MAX_MB} MB.`);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append('document', file);
    try {
      const added = await add(body).unwrap();
      setFields({ facilitatorName: '', title: '', issuingBody: '', validUntil: '' });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onAdded(added);
    } catch (failure) {
      const fieldsOf = (failure as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fieldsOf) setFieldErrors(fieldsOf);
      setError(apiErrorMessage(failure, 'The credential could not be sent. Please try again.'));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-credential-title">
      <h2 id="add-credential-title" className={styles.subtitle}>
        Add a credential
      </h2>
      <TextField label="Facilitator’s name" hint="The person who holds it, as written on it." value={fields.facilitatorName} error={fieldErrors.facilitatorName} onChange={set('facilitatorName')} required maxLength={120} />
      <TextField label="Licence or certification" hint="For example: Registered Yoga Teacher (500 hours)." value={fields.title} error={fieldErrors.title} onChange={set('title')} required maxLength={160} />
      <TextField label="Issuing body" hint="Who issued it: a medical council, a school, an association." value={fields.issuingBody} error={fieldErrors.issuingBody} onChange={set('issuingBody')} required maxLength={160} />
      <DateInput label="Valid until (optional)" value={fields.validUntil} error={fieldErrors.validUntil} onChange={set('validUntil')} />
      <div className={styles.file}>
        <label htmlFor={fileId}>Document (an image or a PDF, up to {MAX_MB} MB)</label>
        <input ref={fileRef} id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <p className={styles.muted}>Only you and our reviewers see the document. Guests see the facilitator’s name, the credential and who issued it, once verified.</p>
      <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      <div>
        <Button type="submit" busy={isLoading}>
          Send for review
        </Button>
      </div>
    </form>
  );
}

/**
 * /dashboard/facility/credentials and /dashboard/user/credentials: licences and certifications of the people who lead
 * the host's programs, each sent with its document for an administrator to verify; verified ones show to guests on
 * the host's page and programs, with the facilitator's name and the issuing body.
 */
export function CredentialsPage() {
  const locale = useLocale();
  const query = useMyCredentialsQuery();
  const [remove] = useRemoveCredentialMutation();
  const notice = useNotice();

  return (
    <section aria-labelledby="credentials-title" className={styles.page}>
      <h1 id="credentials-title" className={styles.title}>
        Credentials
      </h1>
      <p className={styles.lead}>
        Guests choosing a medical, plant-medicine or movement program look for qualified facilitators. Add the licences and certifications of the people who
        lead your programs: once we verify them, guests see them on your page and your programs.
      </p>
      {notice.element}
      <section aria-labelledby="your-credentials-title" className={styles.section}>
        <h2 id="your-credentials-title" className={styles.subtitle}>
          Your credentials
        </h2>
        {query.isLoading ? (
          <Skeleton height="6rem" />
        ) : query.isError || !query.data ? (
          <InlineMessage tone="error">Your credentials could not be loaded.</InlineMessage>
        ) : query.data.length === 0 ? (
          <EmptyState headingLevel={3} title="No credentials yet" description="Add the first one below." />
        ) : (
          <ul className={styles.list}>
            {query.data.map((c) => (
              <li key={c.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <h3 className={styles.itemTitle}>{c.facilitatorName}</h3>
                  <Badge size="sm" variant={STATUS_VARIANT[c.status]}>
                    {CREDENTIAL_STATUS_LABEL[c.status]}
                  </Badge>
                </div>
                <p className={styles.meta}>
                  {c.title} · issued by {c.issuingBody}
                  {c.validUntil ? ` · valid until ${formatDate(c.validUntil, locale)}` : ''}
                </p>
                <p className={styles.meta}>Sent {formatDate(c.createdAt, locale)}{c.decidedAt ? ` · decided ${formatDate(c.decidedAt, locale)}` : ''}</p>
                {c.status === 'refused' && c.reason && <InlineMessage tone="warning">Not verified: {c.reason}</InlineMessage>}
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove the credential of ${c.facilitatorName} (${c.title})`}
                    onClick={async () => {
                      try {
                        await remove(c.id).unwrap();
                        notice.show('success', `The credential of ${c.facilitatorName} was removed.`, { focus: true });
                      } catch (failure) {
                        notice.show('error', apiErrorMessage(failure, 'The credential could not be removed.'), { focus: true });
                      }
                    }}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CredentialForm onAdded={(c) => notice.show('success', `The credential of ${c.facilitatorName} is sent: we will review it.`, { focus: true })} />
    </section>
  );
}

export default CredentialsPage;
