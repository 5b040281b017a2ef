import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { Program, ProgramStatus } from '@wellness/shared/domain';
import { Button, EmptyState, InlineMessage, Skeleton, Tabs, VisuallyHidden } from '@wellness/shared/ui';
import { useMyProgramsQuery } from '../lib/api/myPrograms';
import { useSetProgramStatusMutation } from '../lib/api/programStatus';
import { ProgramCard } from './ProgramCard';
import styles from './ProgramCard.module.css';

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
  const { data, isLoading, isError, refetch } = useMyProgramsQuery();
  const [setStatus] = useSetProgramStatusMutation();
  const [tab, setTab] = useState<ProgramStatus>('active');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const toggle = async (program: Program) => {
    const status = program.status === 'active' ? 'inactive' : 'active';
    setBusy(program.id);
    setMessage(null);
    try {
      await setStatus({ id: program.id, status }).unwrap();
      setMessage({ tone: 'success', text: `${program.name} is now ${status}.` });
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorMessage(error, 'The status could not be changed. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  if (isLoading) {
    return (
      <div className={styles.grid} aria-busy="true">
        <Skeleton height="22rem" />
        <Skeleton height="22rem" />
        <Skeleton height="22rem" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>Try again</Button>}>
        Your programs could not be loaded.
      </InlineMessage>
    );
  }
  const tabs = data.counts.rejected > 0 ? [...PROGRAM_TABS, REJECTED_TAB] : PROGRAM_TABS;
  return (
    <>
      <div aria-live="polite">{message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}</div>
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
                          program.status === 'active' || program.status === 'inactive' ? (
                            <Button size="sm" variant="ghost" busy={busy === program.id} onClick={() => toggle(program)}>
                              {program.status === 'active' ? `Deactivate` : `Activate`}
                              <VisuallyHidden> {program.name}</VisuallyHidden>
                            </Button>
                          ) : null
                        }
                      />
                    </li>
                  ))}
                </ul>
              ),
          };
        })}
      />
    </>
  );
}
