import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useLocation } from '@wellness/shared/contract';
import type { Program, ProgramStatus } from '@wellness/shared/domain';
import { Button, EmptyState, InlineMessage, Skeleton, Tabs, VisuallyHidden } from '@wellness/shared/ui';
import { ProgramSessionsDialog } from './program-sessions/ProgramSessionsDialog';
import { useMyProgramsQuery } from '../lib/api/myPrograms';
import { useSetProgramStatusMutation } from '../lib/api/programStatus';
import { ProgramCard } from './ProgramCard';
import { useNotice } from './useNotice';
import styles from './ProgramCard.module.css';

/** What the program form hands to the list it returns to: the tab that shows the saved program, and what happened. */
export interface ProgramListState {
  programTab?: ProgramStatus;
  notice?: string;
}

/** The FACILITY PROGRAMS tabs, in the spec's order, and the program status each lists. */
export const PROGRAM_TABS: { status: ProgramStatus; label: string }[] = [
  { status: 'active', label: 'Active' },
  { status: 'inactive', label: 'Inactive' },
  { status: 'pending', label: 'Pending' },
  { status: 'draft', label: 'Drafts' },
];
const REJECTED_TAB = { status: 'rejected' as const, label: 'Rejected' };

const EMPTY: Record<ProgramStatus, string> = {
  active: 'No active programs',
  inactive: 'No inactive programs',
  pending: 'No programs pending approval',
  draft: 'No drafts',
  rejected: 'No rejected programs',
};

/**
 * The caller's own programs by status (GET /api/my/programs), as cards; an approved program can be switched between
 * active and inactive. A rejected program shows under its own tab, only when there is one.
 */
export function OwnedPrograms({ base, label }: { base: string; label: string }) {
  const { data: list, isLoading, isError, refetch } = useMyProgramsQuery();
  const [setStatus] = useSetProgramStatusMutation();
  const arrived = (useLocation().state ?? {}) as ProgramListState;
  const [tab, setTab] = useState<ProgramStatus>(arrived.programTab ?? 'active');
  const [busy, setBusy] = useState<string | null>(null);
  const [sessionsOf, setSessionsOf] = useState<Program | null>(null);
  const notice = useNotice();

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
      notice.show('success', `${program.name} is now ${status}.`);
    } catch (error) {
      notice.show('error', apiErrorMessage(error, 'The status could not be changed. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  // A plain function, not a component: the tabs keep their identity (and focus) across renders.
  const renderTabs = (data: NonNullable<typeof list>) => {
    const tabs = data.counts.rejected > 0 ? [...PROGRAM_TABS, REJECTED_TAB] : PROGRAM_TABS;
    return (
      <Tabs
        label={label}
        value={tab}
        onChange={(id) => setTab(id as ProgramStatus)}
        tabs={tabs.map(({ status, label: tabLabel }) => {
          const programs = data.programs.filter((p) => p.status === status);
          return {
            id: status,
            label: (
              <>
                {tabLabel} <span className={styles.count}>({data.counts[status]})</span>
              </>
            ),
            content:
              programs.length === 0 ? (
                <EmptyState title={EMPTY[status]} headingLevel={2} />
              ) : (
                <ul className={styles.grid} aria-label={`${tabLabel} programs`}>
                  {programs.map((program) => (
                    <li key={program.id} className={styles.item}>
                      <ProgramCard
                        program={program}
                        base={base}
                        actions={
                          <>
                            <Button size="sm" variant="ghost" onClick={() => setSessionsOf(program)}>
                              Sessions<VisuallyHidden> of {program.name || 'Untitled program'}</VisuallyHidden>
                            </Button>
                            {(program.status === 'active' || program.status === 'inactive') && (
                              <Button size="sm" variant="ghost" busy={busy === program.id} onClick={() => toggle(program)}>
                                {program.status === 'active' ? `Deactivate` : `Activate`}
                                <VisuallyHidden> {program.name}</VisuallyHidden>
                              </Button>
                            )}
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
              ),
          };
        })}
      />
    );
  };

  // The message region stays in place from loading to loaded, so what it says is announced.
  return (
    <>
      {notice.element}
      {isLoading ? (
        <div className={styles.grid} aria-busy="true">
          <Skeleton height="22rem" />
          <Skeleton height="22rem" />
          <Skeleton height="22rem" />
        </div>
      ) : isError || !list ? (
        <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>Try again</Button>}>
          Your programs could not be loaded.
        </InlineMessage>
      ) : (
        renderTabs(list)
      )}
      <ProgramSessionsDialog program={sessionsOf} onClose={() => setSessionsOf(null)} />
    </>
  );
}
