import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink } from '@wellness/shared/ui';
import { BookingRequests } from '../../components/booking-requests/BookingRequests';
import { OwnedPrograms } from '../../components/OwnedPrograms';
import styles from './UserDashboard.module.css';

/** /dashboard/user/services: the programs this user created, and their booking requests. */
export function UserServicesPage() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="user-services-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="user-services-title" className={styles.title}>
          My Services
        </h1>
        <ButtonLink href="/dashboard/user/services/new" onNavigate={(href) => navigate(href)}>
          ADD NEW PROGRAM
        </ButtonLink>
      </div>
      <OwnedPrograms base="/dashboard/user" label="My services by status" />
      <BookingRequests />
    </section>
  );
}

export default UserServicesPage;
