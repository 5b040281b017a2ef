import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useLocation } from '@wellness/shared/contract';
import { LIST_PAGE_SIZE, PROGRAM_STATUSES, type Program, type ProgramStatus } from '@wellness/shared/domain';
import { Button, EmptyState, InlineMessage, Pagination, Skeleton, Tabs, TextField, VisuallyHidden } from '@wellness/shared/ui';
import { usePageParam, useQueryParams, useSearchParam } from '../lib/listParams';
import { ProgramSessionsDialog } from './program-sessions/ProgramSessionsDialog';
import { useMyProgramsQuery } from '../lib/api/myPrograms';
import { useSetProgramStatusMutation } from '../lib/api/programStatus';
import { ProgramCard } from './ProgramCard';
import { useNotice } from './useNotice';
import { useComponentsT } from './messages';
import styles from './ProgramCard.module.css';

/** What the program form hands to the list it returns to: the tab that shows the saved program, and what happened. */
export interface ProgramListState {
  programTab?: ProgramStatus;
  notice?: string;
}

/** The FACILITY PROGRAMS tabs, in the spec's order, and the program status each lists (its label's key). */
export const PROGRAM_TABS: { status: ProgramStatus; label: string }[] = [
  { status: 'active', label: 'programs.active' },
  { status: 'inactive', label: 'programs.inactive' },
  { status: 'pending', label: 'programs.pending' },
  { status: 'draft', label: 'programs.drafts' },
];
const REJECTED_TAB = { status: 'rejected' as const, label: 'programs.rejected' };

const EMPTY: Record<ProgramStatus, string> = {
  active: 'programs.emptyActive',
  inactive: 'programs.emptyInactive',
  pending: 'programs.emptyPending',
  draft: 'programs.emptyDrafts',
  rejected: 'programs.emptyRejected',
};

const isStatus = (value: string | null): value is ProgramStatus => PROGRAM_STATUSES.includes(value as ProgramStatus);

/**
 * The caller's own programs by status (GET /api/my/programs), as cards, 20 a page, searched by name or location on
 * the server; an approved program can be switched between active and inactive. A rejected program shows under its
 * own tab, only when there is one. Each tab's count is of all the caller's programs of that status. The tab, the
 * search and the page are in the URL's query (tab, q, page), so a reload keeps them. `onSettled` is called once the
 * first answer (or its failure) is on screen.
 */
export function OwnedPrograms({ base, label, onSettled }: { base: string; label: string; onSettled?: () => void }) {
  const { t } = useComponentsT();
  const arrived = (useLocation().state ?? {}) as ProgramListState;
  const [params, update] = useQueryParams();
  const urlTab = params.get('tab');
  const tab: ProgramStatus = isStatus(urlTab) ? urlTab : (arrived.programTab ?? 'active');
  const setTab = (status: ProgramStatus) => update({ tab: status, page: null });
  const search = useSearchParam('q', ['page']);
  const [page, setPage] = usePageParam('page');
  const { data: list, currentData, isLoading, isError, refetch } = useMyProgramsQuery({ status: tab, q: search.q.trim(), page });
  const [setStatus] = useSetProgramStatusMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Program | null>(null);
  const notice = useNotice();
  useEffect(() => {
    if (!isLoading) onSettled?.();
  }, [isLoading, onSettled]);

  // Set after the first render, so the live region exists first and the form's confirmation is announced.
  const arrivedNotice = arrived.notice;
  useEffect(() => {
    if (arrivedNotice) notice.show('success', arrivedNotice);
    // Once per arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivedNotice]);

  const toggle = async (program: Program) => {
    const status = program.status === 'active' ? 'inactive' : 'active';
    setBusy(program.id);
    notice.clear();
    try {
      await setStatus({ id: program.id, status }).unwrap();
      notice.show('success', status === 'active' ? t('programs.nowActive', { name: program.name }) : t('programs.nowInactive', { name: program.name }));
    } catch (error) {
      notice.show('error', apiErrorMessage(error, t('programs.statusFailed')));
    } finally {
      setBusy(null);
    }
  };

  // A plain function, not a component: the tabs keep their identity (and focus) across renders.
  const renderTabs = (data: NonNullable<typeof list>) => {
    const tabs = data.counts.rejected > 0 || tab === 'rejected' ? [...PROGRAM_TABS, REJECTED_TAB] : PROGRAM_TABS;
    return (
      <Tabs
        label={label}
        value={tab}
        onChange={(id) => setTab(id as ProgramStatus)}
        tabs={tabs.map(({ status, label: tabKey }) => {
          const tabLabel = t(tabKey);
          return {
          id: status,
          label: (
            <>
              {tabLabel} <span className={styles.count}>({data.counts[status]})</span>
            </>
          ),
          // Only the open tab's panel is shown; its page is `currentData` (undefined while another page loads).
          content: status === tab ? renderPage(tabLabel, status) : null,
          };
        })}
      />
    );
  };

  const renderPage = (tabLabel: string, status: ProgramStatus) => {
    if (!currentData)
      return (
        <div className={styles.grid} aria-busy="true">
          <Skeleton className={styles.skeleton} />
        </div>
      );
    const programs = currentData.programs;
    return (
      <>
        {programs.length === 0 ? (
          <EmptyState title={search.q.trim() ? t('programs.noMatch') : t(EMPTY[status])} headingLevel={2} />
        ) : (
          <ul className={styles.grid} aria-label={t('programs.list', { tab: tabLabel })}>
            {programs.map((program) => (
              <li key={program.id} className={styles.item}>
                <ProgramCard
                  program={program}
                  base={base}
                  actions={
                    <>
                      <Button size="sm" variant="ghost" onClick={() => setSessionsOf(program)}>
                        {t('programs.sessions')}<VisuallyHidden> {t('programs.sessionsOf', { name: program.name || t('card.untitled') })}</VisuallyHidden>
                      </Button>
                      {(program.status === 'active' || program.status === 'inactive') && (
                        <Button size="sm" variant="ghost" busy={busy === program.id} onClick={() => toggle(program)}>
                          {program.status === 'active' ? t('programs.deactivate') : t('programs.activate')}
                          <VisuallyHidden> {program.name}</VisuallyHidden>
                        </Button>
                      )}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageSize={LIST_PAGE_SIZE} total={currentData.total} onPageChange={setPage} label={t('programs.pages', { tab: tabLabel })} />
      </>
    );
  };

  // The message region stays in place from loading to loaded, so what it says is announced.
  return (
    <>
      {notice.element}
      {/* Each search landmark of the page has its own name (two share the facility dashboard). */}
      <div role="search" aria-label={t('programs.search')} className={styles.search}>
        <TextField
          label={t('programs.searchLabel')}
          hideLabel
          type="search"
          placeholder={t('programs.searchPlaceholder')}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
      </div>
      {isLoading ? (
        <div className={styles.grid} aria-busy="true">
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </div>
      ) : isError || !list ? (
        <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>{t('programs.retry')}</Button>}>
          {t('programs.failed')}
        </InlineMessage>
      ) : (
        renderTabs(list)
      )}
      <ProgramSessionsDialog program={sessionsOf} onClose={() => setSessionsOf(null)} />
    </>
  );
}
