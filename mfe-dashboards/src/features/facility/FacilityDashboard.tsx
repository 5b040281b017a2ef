import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink } from '@wellness/shared/ui';
import { BookingRequests } from '../../components/booking-requests/BookingRequests';
import { OwnedPrograms } from '../../components/OwnedPrograms';
import styles from './FacilityDashboard.module.css';

/** /dashboard/facility: FACILITY PROGRAMS by status, ADD NEW PROGRAM, and the booking requests. */
export function FacilityDashboard() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="facility-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="facility-title" className={styles.title}>
          FACILITY PROGRAMS
        </h1>
        <ButtonLink href="/dashboard/facility/services/new" onNavigate={(href) => navigate(href)}>
          ADD NEW PROGRAM
        </ButtonLink>
      </div>
      <OwnedPrograms base="/dashboard/facility" label="Facility programs by status" />
      <BookingRequests />
    </section>
  );
}

export default FacilityDashboard;
