import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, authDialogOpened, selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { Button, buttonClassName, VisuallyHidden } from '@wellness/shared/ui';
import { NAV_ITEMS, type NavItem } from './navLinks';
import { useScrolledPast } from './useScrolledPast';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const location = useLocation();
  if (item.external) {
    return (
      <a className={styles.link} href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  const tab = (location.state as { initialTab?: string } | null)?.initialTab ?? 'programs';
  const current = item.state ? location.pathname === item.to && tab === item.state.initialTab : location.pathname === item.to;
  return (
    // A plain Link: NavLink would mark both /explore entries current, whichever tab the visitor is on.
    <Link to={item.to} state={item.state} className={styles.link} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {item.label}
    </Link>
  );
}

export function Header() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const isHome = pathname === '/';
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

  const transparent = isHome && !scrolled && !sidebarOpen;
  const openSignIn = () => dispatch(authDialogOpened('signin'));

  return (
    <>
      <header className={`${styles.header} ${transparent ? styles.transparent : styles.solid}`} data-transparent={transparent}>
        <div className={styles.inner}>
          <Link to="/" className={styles.logo} aria-label="Wellness Travel, home">
            <img src="/media/brand/logo.svg" alt="" width={168} height={36} />
          </Link>

          <nav aria-label="Main" className={styles.desktopNav}>
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.label}>
                  <NavEntry item={item} />
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.actions}>
            {user ? (
              <UserMenu user={user} />
            ) : (
              <Button variant={transparent ? 'inverse' : 'primary'} size="sm" className={styles.join} onClick={openSignIn}>
                <span className={styles.joinLong}>JOIN NOW</span>
                <span className={styles.joinShort}>JOIN</span>
              </Button>
            )}
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={sidebarOpen}
              aria-controls="mobile-sidebar"
              aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
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
        <nav aria-label="Mobile">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <NavEntry item={item} onNavigate={() => setSidebarOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {isHome && !sidebarOpen && (
        <Link to="/explore" className={buttonClassName('accent', 'lg', { className: styles.bookNow })}>
          Book Now
        </Link>
      )}
    </>
  );
}
