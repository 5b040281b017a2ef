import { selectLocale, useNavigate, type AppStore } from '@wellness/shared/contract';
import { ButtonLink } from '@wellness/shared/ui';
import { BookingRequests } from './booking-requests/BookingRequests';
import { OwnedPrograms } from './OwnedPrograms';
import { componentsMessages, useComponentsT } from './messages';
import styles from './OwnerProgramsPage.module.css';

/** How each owner's page names its programs: a facility's dashboard, a user's services. */
const WORDS = {
  facility: { title: 'owner.facilityTitle', tabs: 'owner.facilityTabs' },
  user: { title: 'owner.userTitle', tabs: 'owner.userTabs' },
} as const;

/**
 * An owner's programs (/dashboard/facility, /dashboard/user/services): the title, ADD NEW PROGRAM, the programs by
 * status, and their booking requests.
 */
export function OwnerProgramsPage({ role }: { role: keyof typeof WORDS }) {
  const navigate = useNavigate();
  const { t } = useComponentsT();
  const base = `/dashboard/${role}`;
  const words = WORDS[role];
  return (
    <section aria-labelledby={`${role}-programs-title`} className={styles.page}>
      <div className={styles.head}>
        <h1 id={`${role}-programs-title`} className={styles.title}>
          {t(words.title)}
        </h1>
        <ButtonLink href={`${base}/services/new`} onNavigate={(href) => navigate(href)}>
          {t('owner.add')}
        </ButtonLink>
      </div>
      <OwnedPrograms base={base} label={t(words.tabs)} />
      <BookingRequests />
    </section>
  );
}

/** The page's texts in its language load before it renders. */
export const prepare = (store: AppStore) => componentsMessages.load(selectLocale(store.getState()));

export default OwnerProgramsPage;
