import { entriesIn, FOOTER_COLUMNS, contactDialogOpened, useAppDispatch, type FooterColumn } from '@wellness/shared/contract';
import { EntryLink } from '../../lib/navigation/EntryLink';
import { useSiteNavigation } from '../../lib/navigation/NavigationContext';
import { useShellT } from '../../messages';
import { LanguageSwitch } from '../../lib/language/LanguageSwitch';
import styles from './Footer.module.css';

const COLUMN_TITLE = { explore: 'footer.explore', company: 'footer.company' } as const satisfies Record<FooterColumn, string>;

/** The site's footer: the brand, a column of the entries the remotes declare for each, the shell's Contact us. */
export function Footer() {
  const { t } = useShellT();
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
          <p>{t('footer.tagline')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column} aria-label={t(COLUMN_TITLE[column])} className={styles.column}>
            <h2>{t(COLUMN_TITLE[column])}</h2>
            <ul>
              {entries.filter(({ placement }) => placement.column === column).map(({ entry }) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} />
                </li>
              ))}
              {column === 'company' && (
                <li><button type="button" className={styles.linkButton} onClick={() => dispatch(contactDialogOpened())}>{t('footer.contact')}</button></li>
              )}
            </ul>
          </nav>
        ))}
      </div>
      {/* On a phone the header has no room for the language: it is here. */}
      <LanguageSwitch className={styles.language} />
      <p className={styles.legal}>{t('footer.rights', { year })}</p>
    </footer>
  );
}
