import { formatDate } from '@wellness/shared/format';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { UPLOAD_MAX_BYTES } from '@wellness/shared/domain';
import type { CredentialStatus, HostCredential } from '@wellness/shared/host-tools';
import { Badge, Button, DateInput, EmptyState, InlineMessage, Skeleton, TextField } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { loadingTexts } from '../../messages';
import { credentialsMessages, useCredentialsT } from './messages';
import { useAddCredentialMutation, useMyCredentialsQuery, useRemoveCredentialMutation } from './api/credentials';
import styles from './CredentialsPage.module.css';

const STATUS_VARIANT = { pending: 'info', verified: 'success', refused: 'error' } as const;
const STATUS = { pending: 'status.pending', verified: 'status.verified', refused: 'status.refused' } as const satisfies Record<CredentialStatus, string>;
const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));

function CredentialForm({ onAdded }: { onAdded: (credential: HostCredential) => void }) {
  const { t } = useCredentialsT();
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
    if (!file) return setError(t('form.noFile'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('form.tooLarge', { mb: MAX_MB }));
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
      setError(apiErrorMessage(failure, t('form.failed')));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-credential-title">
      <h2 id="add-credential-title" className={styles.subtitle}>
        {t('form.title')}
      </h2>
      <TextField label={t('form.name')} hint={t('form.nameHint')} value={fields.facilitatorName} error={fieldErrors.facilitatorName} onChange={set('facilitatorName')} required maxLength={120} />
      <TextField label={t('form.credential')} hint={t('form.credentialHint')} value={fields.title} error={fieldErrors.title} onChange={set('title')} required maxLength={160} />
      <TextField label={t('form.body')} hint={t('form.bodyHint')} value={fields.issuingBody} error={fieldErrors.issuingBody} onChange={set('issuingBody')} required maxLength={160} />
      <DateInput label={t('form.validUntil')} value={fields.validUntil} error={fieldErrors.validUntil} onChange={set('validUntil')} />
      <div className={styles.file}>
        <label htmlFor={fileId}>{t('form.document', { mb: MAX_MB })}</label>
        <input ref={fileRef} id={fileId} type="file" accept="image/jpeg,image/png,image/webp,image/gif,image/avif,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </div>
      <p className={styles.muted}>{t('form.privacy')}</p>
      <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      <div>
        <Button type="submit" busy={isLoading}>
          {t('form.send')}
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
  const { t, locale } = useCredentialsT();
  const query = useMyCredentialsQuery();
  const [remove] = useRemoveCredentialMutation();
  const notice = useNotice();

  return (
    <section aria-labelledby="credentials-title" className={styles.page}>
      <h1 id="credentials-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      {notice.element}
      <section aria-labelledby="your-credentials-title" className={styles.section}>
        <h2 id="your-credentials-title" className={styles.subtitle}>
          {t('yours')}
        </h2>
        {query.isLoading ? (
          <Skeleton height="6rem" />
        ) : query.isError || !query.data ? (
          <InlineMessage tone="error">{t('failed')}</InlineMessage>
        ) : query.data.length === 0 ? (
          <EmptyState headingLevel={3} title={t('empty')} description={t('emptyText')} />
        ) : (
          <ul className={styles.list}>
            {query.data.map((c) => (
              <li key={c.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <h3 className={styles.itemTitle}>{c.facilitatorName}</h3>
                  <Badge size="sm" variant={STATUS_VARIANT[c.status]}>
                    {t(STATUS[c.status])}
                  </Badge>
                </div>
                <p className={styles.meta}>
                  {t('issuedBy', { title: c.title, body: c.issuingBody })}
                  {c.validUntil ? t('validUntil', { date: formatDate(c.validUntil, locale) }) : ''}
                </p>
                <p className={styles.meta}>
                  {t('sent', { date: formatDate(c.createdAt, locale) })}
                  {c.decidedAt ? t('decided', { date: formatDate(c.decidedAt, locale) }) : ''}
                </p>
                {c.status === 'refused' && c.reason && <InlineMessage tone="warning">{t('notVerified', { reason: c.reason })}</InlineMessage>}
                <div>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('removeOf', { name: c.facilitatorName, title: c.title })}
                    onClick={async () => {
                      try {
                        await remove(c.id).unwrap();
                        notice.show('success', t('removed', { name: c.facilitatorName }), { focus: true });
                      } catch (failure) {
                        notice.show('error', apiErrorMessage(failure, t('removeFailed')), { focus: true });
                      }
                    }}
                  >
                    {t('remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CredentialForm onAdded={(c) => notice.show('success', t('added', { name: c.facilitatorName }), { focus: true })} />
    </section>
  );
}

export const prepare = loadingTexts(credentialsMessages);

export default CredentialsPage;
