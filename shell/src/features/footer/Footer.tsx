import { entriesIn, FOOTER_COLUMNS, contactDialogOpened, useAppDispatch, type FooterColumn } from '@wellness/shared/contract';
import { EntryLink } from '../../lib/navigation/EntryLink';
import { useSiteNavigation } from '../../lib/navigation/NavigationContext';
import styles from './Footer.module.css';

const COLUMN_TITLE: Record<FooterColumn, string> = { explore: 'Explore', company: 'Company' };

/** The site's footer: the brand, a column of the entries the remotes declare for each, the shell's Contact us. */
export function Footer() {
  const dispatch = useAppDispatch();
  const navigation = useSiteNavigation();
  // The footer's links are the same for every visitor: the server renders it once for all of them.
  const entries = entriesIn(navigation, 'footer', null);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img src="/media/brand/logo.svg" alt="Wellness Travel" width={168} height={36} className={styles.logo} loading="lazy" />
          <p>Exclusive wellness retreats, longevity clinics and elite health programs, chosen for you and booked with care.</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column} aria-label={COLUMN_TITLE[column]} className={styles.column}>
            <h2>{COLUMN_TITLE[column]}</h2>
            <ul>
              {entries.filter(({ placement }) => placement.column === column).map(({ entry }) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} />
                </li>
              ))}
              {column === 'company' && (
                <li><button type="button" className={styles.linkButton} onClick={() => dispatch(contactDialogOpened())}>Contact us</button></li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>© {year} Wellness Travel. All rights reserved.</p>
    </footer>
  );
}
