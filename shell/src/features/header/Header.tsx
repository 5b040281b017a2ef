import { useEffect, useRef, useState } from 'react';
import { entriesIn, Link, runsUnderHeader, useLocation, authDialogOpened, selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { Button, buttonClassName } from '@wellness/shared/ui';
import { EntryLink, entryLabel } from '../../lib/navigation/EntryLink';
import { useSiteNavigation } from '../../lib/navigation/NavigationContext';
import { useScrolledPast } from './useScrolledPast';
import { UserMenu } from './UserMenu';
import { CurrencyPicker } from './CurrencyPicker';
import { useShellT } from '../../messages';
import { LanguageSwitch } from '../../lib/language/LanguageSwitch';
import styles from './Header.module.css';

/**
 * The site's header: the logo, the entries the remotes declare for it (ADR 0007), JOIN NOW or the account menu, and
 * the phone menu with the same entries; transparent over a page that runs under it, until the page scrolls.
 */
export function Header() {
  const { t, locale } = useShellT();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigation = useSiteNavigation();
  const { pathname } = useLocation();
  const entries = entriesIn(navigation, 'header', user?.role ?? null);
  const actions = entriesIn(navigation, 'call-to-action', user?.role ?? null).filter(({ placement }) => placement.on.includes(pathname));
  const scrolled = useScrolledPast();
  // Remembering where the sidebar was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const sidebarOpen = openAt === pathname;
  const setSidebarOpen = (open: boolean) => setOpenAt(open ? pathname : null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!sidebarOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!sidebarRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) setOpenAt(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [sidebarOpen]);

  const transparent = runsUnderHeader(navigation, pathname) && !scrolled && !sidebarOpen;
  const openSignIn = () => dispatch(authDialogOpened('signin'));

  return (
    <>
      <header className={`${styles.header} ${transparent ? styles.transparent : styles.solid}`} data-transparent={transparent}>
        <div className={styles.inner}>
          <Link to="/" className={styles.logo} aria-label={t('header.home')}>
            <img src="/media/brand/logo.svg" alt="" width={168} height={36} />
          </Link>

          <nav aria-label={t('header.mainNav')} className={styles.desktopNav}>
            <ul>
              {entries.map(({ entry }) => (
                <li key={entry.id}>
                  <EntryLink entry={entry} className={styles.link} markCurrent />
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.actions}>
            <LanguageSwitch className={styles.language} />
            <CurrencyPicker className={styles.currency} />
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Button variant={transparent ? 'inverse' : 'primary'} size="sm" className={styles.join} onClick={openSignIn}>
                <span className={styles.joinLong}>{t('header.join')}</span>
                <span className={styles.joinShort}>{t('header.joinShort')}</span>
              </Button>
            )}
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={sidebarOpen}
              aria-controls="mobile-sidebar"
              aria-label={sidebarOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setSidebarOpen(!sidebarOpen)}
            >
              <span aria-hidden="true" className={styles.burger} data-open={sidebarOpen} />
            </button>
          </div>
        </div>
      </header>

      <div className={styles.backdrop} data-open={sidebarOpen} aria-hidden="true" />
      <div
        ref={sidebarRef}
        id="mobile-sidebar"
        className={styles.sidebar}
        data-open={sidebarOpen}
        inert={!sidebarOpen}
        aria-hidden={!sidebarOpen}
      >
        <nav aria-label={t('header.mobileNav')}>
          <ul>
            {entries.map(({ entry }) => (
              <li key={entry.id}>
                <EntryLink entry={entry} className={styles.link} markCurrent onNavigate={() => setSidebarOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <CurrencyPicker inMenu className={styles.menuCurrency} />
      </div>

      {/* In a landmark of its own: it floats over the page, outside the header and the main content. */}
      {actions.length > 0 && !sidebarOpen && (
        <nav aria-label={t('header.quickLinks')}>
          {actions.map(({ entry }) => (
            <Link key={entry.id} to={entry.to} state={entry.state} className={buttonClassName('accent', 'lg', { className: styles.bookNow })}>
              {entryLabel(entry, locale)}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
}
