import { useCallback, useState } from 'react';
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

type Owner = keyof typeof WORDS;

/**
 * An owner's programs (/dashboard/facility, /dashboard/user/services): the title, ADD NEW PROGRAM, the programs by
 * status, and their booking requests. The requests come in once the programs have answered: below a list whose
 * height is unknown until then, they would otherwise jump when it arrives (Lighthouse's CLS 0.11 on a new facility).
 */
export function OwnerProgramsPage({ role }: { role: Owner }) {
  const navigate = useNavigate();
  const { t } = useComponentsT();
  const base = `/dashboard/${role}`;
  const [listed, setListed] = useState(false);
  const settled = useCallback(() => setListed(true), []);
  return (
    <section aria-labelledby={`${role}-programs-title`} className={styles.page}>
      <div className={styles.head}>
        <h1 id={`${role}-programs-title`} className={styles.title}>
          {t(WORDS[role].title)}
        </h1>
        <ButtonLink href={`${base}/services/new`} onNavigate={(href) => navigate(href)}>
          {t('owner.add')}
        </ButtonLink>
      </div>
      <OwnedPrograms base={base} label={t(WORDS[role].tabs)} onSettled={settled} />
      {listed && <BookingRequests />}
    </section>
  );
}

/** The page's texts in its language load before it renders. */
export const prepare = (store: AppStore) => componentsMessages.load(selectLocale(store.getState()));

export default OwnerProgramsPage;
