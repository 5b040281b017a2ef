import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink } from '@wellness/shared/ui';
import { BookingRequests } from './booking-requests/BookingRequests';
import { OwnedPrograms } from './OwnedPrograms';
import styles from './OwnerProgramsPage.module.css';

/** How each owner's page names its programs: a facility's dashboard, a user's services. */
const WORDS = {
  facility: { title: 'FACILITY PROGRAMS', tabs: 'Facility programs by status' },
  user: { title: 'My Services', tabs: 'My services by status' },
} as const;

/**
 * An owner's programs (/dashboard/facility, /dashboard/user/services): the title, ADD NEW PROGRAM, the programs by
 * status, and their booking requests.
 */
export function OwnerProgramsPage({ role }: { role: keyof typeof WORDS }) {
  const navigate = useNavigate();
  const base = `/dashboard/${role}`;
  const words = WORDS[role];
  return (
    <section aria-labelledby={`${role}-programs-title`} className={styles.page}>
      <div className={styles.head}>
        <h1 id={`${role}-programs-title`} className={styles.title}>
          {words.title}
        </h1>
        <ButtonLink href={`${base}/services/new`} onNavigate={(href) => navigate(href)}>
          ADD NEW PROGRAM
        </ButtonLink>
      </div>
      <OwnedPrograms base={base} label={words.tabs} />
      <BookingRequests />
    </section>
  );
}

export default OwnerProgramsPage;
