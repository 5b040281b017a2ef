import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  entriesIn, NavLink, Outlet, signedOut, useAppDispatch, useAppSelector, useLocation, useNavigate, selectUser,
} from '@wellness/shared/contract';
import type { Role } from '@wellness/shared/domain';
import { Button, cx, useIsMobile } from '@wellness/shared/ui';
import { useDashboardsT } from '../../messages';
import { navigation } from '../../navigation';
import { MenuBadge } from './MenuBadge';
import { selectSidebarOpen, selectSidebarPosition, sidebarClosed, sidebarPositionChanged, sidebarSet } from './dashboardLayoutSlice';
import styles from './DashboardLayout.module.css';

/** The side menu of a role's dashboard: the entries this remote declares for it there (src/navigation.ts). */
const menuFor = (role: Role) => entriesIn({ dashboards: navigation }, 'sidebar', role).map(({ entry }) => entry);

/**
 * The dashboards' frame: a sidebar (toggle, left/right switch, logout) beside the page. At 768 px or less the
 * sidebar is a drawer that closes on navigation, on a click outside it and on Escape. As a first view (rendered at
 * build time around the page, src/app/firstViews), the screen's width is unknown: the sidebar is shown by CSS alone,
 * beside the page on a wide screen and not at all on a small one (where the app opens with the drawer closed).
 */
export function DashboardLayout({ role, firstView = false, children }: { role: Role; firstView?: boolean; children?: ReactNode }) {
  const { t, locale } = useDashboardsT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const stored = useAppSelector(selectSidebarOpen);
  const position = useAppSelector(selectSidebarPosition);
  const isMobile = useIsMobile();
  const open = stored ?? !isMobile;
  const { pathname } = useLocation();
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Navigation closes the drawer on small screens (not on the first render).
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (isMobile) dispatch(sidebarClosed());
  }, [pathname, isMobile, dispatch]);

  // A click outside the open drawer, or Escape, closes it on small screens; Escape returns focus to the toggle.
  useEffect(() => {
    if (!isMobile || !open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      dispatch(sidebarClosed());
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(sidebarClosed());
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isMobile, open, dispatch]);

  const toggle = () => {
    const next = !open;
    dispatch(sidebarSet(next));
    // Opening the drawer on a small screen moves focus into it.
    if (next && isMobile)
      requestAnimationFrame(() => {
        if (sidebarRef.current && !sidebarRef.current.hidden) sidebarRef.current.querySelector<HTMLElement>('a, button')?.focus();
      });
  };

  const logout = () => {
    dispatch(signedOut());
    navigate('/');
  };

  const heading = role === 'admin' ? t('layout.admin') : t('layout.account');
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email;

  return (
    <div className={cx(styles.layout, position === 'right' && styles.right)} data-sidebar={firstView || open ? 'open' : 'closed'}>
      <div className={styles.bar}>
        <Button
          ref={toggleRef}
          variant="secondary"
          size="sm"
          aria-expanded={firstView ? undefined : open}
          aria-controls={sidebarId}
          onClick={toggle}
          className={styles.toggle}
        >
          <span aria-hidden="true" className={styles.burger} />
          {t('layout.menu')}
        </Button>
      </div>
      <aside id={sidebarId} ref={sidebarRef} className={cx(styles.sidebar, firstView && styles.wideOnly)} hidden={!firstView && !open} aria-labelledby={`${sidebarId}-title`}>
        <h2 id={`${sidebarId}-title`} className={styles.title}>
          {heading}
        </h2>
        {name && <p className={styles.who}>{name}</p>}
        <nav aria-label={t('layout.nav')}>
          <ul className={styles.menu}>
            {menuFor(role).map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} end={item.end} className={({ isActive }) => cx(styles.link, isActive && styles.active)}>
                  {(locale !== 'en' && item.labels?.[locale]) || item.label}
                  {item.badge && <MenuBadge name={item.badge} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <fieldset className={styles.position}>
          <legend>{t('layout.position')}</legend>
          {(['left', 'right'] as const).map((side) => (
            <label key={side}>
              <input type="radio" name={`${sidebarId}-position`} value={side} checked={position === side} onChange={() => dispatch(sidebarPositionChanged(side))} />
              {side === 'left' ? t('layout.left') : t('layout.right')}
            </label>
          ))}
        </fieldset>
        <Button variant="ghost" size="sm" onClick={logout} className={styles.logout}>
          {t('layout.logout')}
        </Button>
      </aside>
      {isMobile && open && <div className={styles.scrim} aria-hidden="true" />}
      <div className={styles.content}>
        {children ?? <Outlet />}
      </div>
    </div>
  );
}
