import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { LIST_PAGE_SIZE, type AdminProgram } from '@wellness/shared/domain';
import { Badge, Button, Dialog, EmptyState, InlineMessage, LoadingText, Pagination, TextField } from '@wellness/shared/ui';
import { formatNumber } from '@wellness/shared/format';
import { usePageParam } from '../../lib/listParams';
import { useAdminProgramsQuery } from './api/adminPrograms';
import { useReviewProgramMutation } from './api/reviewProgram';
import { ProgramDetailsDialog } from './ProgramDetailsDialog';
import { useAdminT } from './messages';
import styles from './AdminDashboard.module.css';

function ProgramList({ programs, onOpen, label }: { programs: AdminProgram[]; onOpen: (p: AdminProgram) => void; label: string }) {
  const { t } = useAdminT();
  return (
    <ul className={styles.simpleList} aria-label={label}>
      {programs.map((program) => (
        <li key={program.id}>
          <button type="button" className={styles.linkButton} onClick={() => onOpen(program)}>
            {program.title}
          </button>{' '}
          <span className={styles.by}>{t('programs.by', { name: program.creator })}</span>
          {program.remark && <span className={styles.remark}>{t('programs.remark', { remark: program.remark })}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The pages under one list, when it has more than one. */
function Pages({ list, page, setPage, label }: { list: { total: number } | undefined; page: number; setPage: (page: number) => void; label: string }) {
  return list ? <Pagination page={page} pageSize={LIST_PAGE_SIZE} total={list.total} onPageChange={setPage} label={label} /> : null;
}

/**
 * The admin's Programs tab: Program Approval (pending only), Approved Programs and Rejected Programs with counts (of
 * every program of the list matching the search, not of the page). Each list is paged on its own, its page in the
 * URL's query (page, approvedPage, rejectedPage).
 */
export function ProgramsTab({ q }: { q: string }) {
  const { t, locale } = useAdminT();
  const [pendingPage, setPendingPage] = usePageParam('page');
  const [approvedPage, setApprovedPage] = usePageParam('approvedPage');
  const [rejectedPage, setRejectedPage] = usePageParam('rejectedPage');
  const pending = useAdminProgramsQuery({ status: 'pending', q, page: pendingPage });
  const approved = useAdminProgramsQuery({ status: 'approved', q, page: approvedPage });
  const rejected = useAdminProgramsQuery({ status: 'rejected', q, page: rejectedPage });
  const [review] = useReviewProgramMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [details, setDetails] = useState<AdminProgram | null>(null);
  const [rejecting, setRejecting] = useState<AdminProgram | null>(null);
  const [remark, setRemark] = useState('');

  /** Whether the approval went through. */
  const approve = async (program: AdminProgram): Promise<boolean> => {
    setBusy(program.id);
    setMessage(null);
    try {
      await review({ id: program.id, version: program.version, decision: 'approve' }).unwrap();
      setMessage({ tone: 'success', text: t('programs.approvedNotice', { name: program.title }) });
      return true;
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorMessage(error, t('programs.approveFailed')) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const closeReject = () => {
    // Cancel discards the remark.
    setRejecting(null);
    setRemark('');
  };

  const confirmReject = async () => {
    if (!rejecting) return;
    const program = rejecting;
    setBusy(program.id);
    setMessage(null);
    try {
      await review({ id: program.id, version: program.version, decision: 'reject', remark: remark.trim() }).unwrap();
      setMessage({ tone: 'success', text: t('programs.rejectedNotice', { name: program.title }) });
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorMessage(error, t('programs.rejectFailed')) });
    } finally {
      setBusy(null);
      closeReject();
    }
  };

  const pendingPrograms = pending.data?.programs ?? [];
  return (
    <div className={styles.tabBody}>
      <div aria-live="polite">{message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}</div>
      <section aria-labelledby="approval-title" className={styles.block}>
        <h2 id="approval-title" className={styles.blockTitle}>
          {t('programs.approval')}
        </h2>
        {pending.isLoading ? (
          <LoadingText>{t('programs.loading')}</LoadingText>
        ) : pending.isError ? (
          <InlineMessage tone="error">{t('programs.failed')}</InlineMessage>
        ) : pendingPrograms.length === 0 ? (
          <EmptyState title={t('programs.nonePending')} />
        ) : (
          <ul className={styles.approvals}>
            {pendingPrograms.map((program) => (
              <li key={program.id} className={styles.approval}>
                <div className={styles.approvalInfo}>
                  <button type="button" className={styles.linkButton} onClick={() => setDetails(program)}>
                    {program.title}
                  </button>
                  <span className={styles.by}>{program.creator}</span>
                </div>
                <Badge size="sm" variant="warning">
                  {t('programs.pending')}
                </Badge>
                <div className={styles.rowActions}>
                  <Button size="sm" busy={busy === program.id} onClick={() => approve(program)} aria-label={t('programs.approveName', { name: program.title })}>
                    {t('programs.approve')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy === program.id} onClick={() => setRejecting(program)} aria-label={t('programs.rejectName', { name: program.title })}>
                    {t('programs.reject')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pages list={pending.data} page={pendingPage} setPage={setPendingPage} label={t('programs.pendingPages')} />
      </section>
      <div className={styles.twoColumns}>
        <section aria-labelledby="approved-title" className={styles.block}>
          <h2 id="approved-title" className={styles.blockTitle}>
            {t('programs.approved', { total: formatNumber(approved.data?.total ?? 0, locale) })}
          </h2>
          {approved.data && approved.data.programs.length > 0 ? <ProgramList programs={approved.data.programs} onOpen={setDetails} label={t('programs.approvedList')} /> : <p className={styles.muted}>{t('programs.none')}</p>}
          <Pages list={approved.data} page={approvedPage} setPage={setApprovedPage} label={t('programs.approvedPages')} />
        </section>
        <section aria-labelledby="rejected-title" className={styles.block}>
          <h2 id="rejected-title" className={styles.blockTitle}>
            {t('programs.rejected', { total: formatNumber(rejected.data?.total ?? 0, locale) })}
          </h2>
          {rejected.data && rejected.data.programs.length > 0 ? <ProgramList programs={rejected.data.programs} onOpen={setDetails} label={t('programs.rejectedList')} /> : <p className={styles.muted}>{t('programs.none')}</p>}
          <Pages list={rejected.data} page={rejectedPage} setPage={setRejectedPage} label={t('programs.rejectedPages')} />
        </section>
      </div>

      <ProgramDetailsDialog
        program={details}
        onClose={() => setDetails(null)}
        busy={busy !== null && busy === details?.id}
        onApprove={async (program) => {
          // The window closes once approved; a refusal keeps it open, and the tab says why.
          if (await approve(program)) setDetails(null);
        }}
        onReject={(program) => {
          // The spec's remark dialog takes over from the window.
          setDetails(null);
          setRejecting(program);
        }}
      />

      <Dialog
        open={rejecting !== null}
        onClose={closeReject}
        title={t('programs.remarkTitle')}
        description={rejecting ? rejecting.title : undefined}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={closeReject}>
              {t('programs.cancel')}
            </Button>
            <Button variant="danger" busy={busy === rejecting?.id} onClick={confirmReject}>
              {t('programs.confirmReject')}
            </Button>
          </>
        }
      >
        <TextField label={t('programs.remarkLabel')} name="remark" multiline rows={4} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </Dialog>
    </div>
  );
}
