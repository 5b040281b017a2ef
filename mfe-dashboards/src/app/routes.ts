import type { PageEntry, PageRoute } from '@wellness/shared/contract';
import { INBOX_BADGE, type Role } from '@wellness/shared/domain';
import { pagePath } from '@wellness/shared/routes';
import { MY_BOOKINGS_PATH } from '../features/user/api/myBookingsPath';

/** A page of the dashboards: under its role's dashboard (`/dashboard/<role>/...`), for that role alone. */
export interface DashboardRoute extends PageRoute {
  path: `/dashboard/${Role}${string}`;
}

/** The role whose dashboard a path is part of (`/dashboard/<role>/...`). */
const roleOfPath = (path: string) => path.split('/')[2] as Role;

/**
 * A row of the table: the page's path and module, its props and menu entries. Each is for its role alone (guarded,
 * and its entries shown to that role), and a dashboard's own index entry is current on that path alone.
 */
const route = (path: DashboardRoute['path'], page: DashboardRoute['page'], { props, menu, firstData }: Pick<DashboardRoute, 'props' | 'menu' | 'firstData'> = {}): DashboardRoute => {
  const role = roleOfPath(path);
  const end = pagePath(path) === `/dashboard/${role}`;
  return { path, page, props, guard: [role], firstData, menu: menu?.map((entry) => ({ ...entry, audience: { roles: [role] }, end })) };
};

/** A menu entry's label in the other languages: the shell renders menus without this remote's catalogues. */
type Labels = NonNullable<PageEntry['labels']>;

/** The entry of a role's dashboard in the account menu. */
const account = (label: string, labels: Labels): PageEntry => ({ label, labels, show: [{ in: 'account', order: 10 }] });
/** An entry of the dashboard's side menu: its own pages first (10, 20), then the account pages every dashboard has. */
const sidebar = (label: string, labels: Labels, order: number): PageEntry => ({ label, labels, show: [{ in: 'sidebar', order }] });
/** The inbox: in the account menu and the side menu, with the unread count the live client keeps in the store. */
const inbox: PageEntry = { label: 'Inbox', labels: { es: 'Mensajes', fr: 'Messagerie' }, show: [{ in: 'account', order: 20 }, { in: 'sidebar', order: 22 }], badge: INBOX_BADGE };

/**
 * Every page of the dashboards, once (ADR 0012). The area builds its routes and its `prepare` from this table,
 * navigation.ts its menu entries and guards, prerender.ts the dashboards' first views (ADR 0013), and the build names
 * each page's chunk after its path (`route-dashboard-user-services-new`: site/build/routeTable.cjs), the name the
 * site's server preloads for a visitor who opens that path. Write each entry as the ones below: `route` with the path in single quotes, then an arrow
 * function that imports the page's module, then its props and menu entries. The build reads that shape, and fails on
 * a page import it cannot name.
 */
export const ROUTES: readonly DashboardRoute[] = [
  route('/dashboard/user', () => import('../features/user/UserDashboard'), { firstData: [MY_BOOKINGS_PATH], menu: [account('User Dashboard', { es: 'Mi panel', fr: 'Mon tableau de bord' }), sidebar('My Programs', { es: 'Mis programas', fr: 'Mes programmes' }, 10)] }),
  route('/dashboard/user/services', () => import('../components/OwnerProgramsPage'), { props: { role: 'user' }, menu: [sidebar('My Services', { es: 'Mis servicios', fr: 'Mes services' }, 20)] }),
  route('/dashboard/user/services/new', () => import('../features/program-form/ProgramFormPage'), { props: { role: 'user' } }),
  route('/dashboard/user/services/edit/:id', () => import('../features/program-form/ProgramFormPage'), { props: { role: 'user' } }),
  route('/dashboard/user/inbox', () => import('../features/inbox/InboxPage'), { props: { role: 'user' }, menu: [inbox] }),
  route('/dashboard/user/inbox/:threadId', () => import('../features/inbox/InboxPage'), { props: { role: 'user' } }),
  route('/dashboard/user/saved', () => import('../features/saved/SavedPage'), { menu: [{ label: 'Saved', labels: { es: 'Guardados', fr: 'Favoris' }, show: [{ in: 'account', order: 40 }, { in: 'sidebar', order: 25 }] }] }),
  route('/dashboard/user/reviews', () => import('../features/reviews/UserReviewsPage'), { menu: [sidebar('Reviews', { es: 'Opiniones', fr: 'Avis' }, 30)] }),
  route('/dashboard/user/program-reviews', () => import('../features/reviews/OwnerReviewsPage'), { menu: [sidebar('Reviews of my programs', { es: 'Opiniones de mis programas', fr: 'Avis sur mes programmes' }, 40)] }),
  route('/dashboard/user/calendar', () => import('../features/calendar/CalendarPage'), { menu: [sidebar('Calendar', { es: 'Calendario', fr: 'Calendrier' }, 21)] }),
  route('/dashboard/user/analytics', () => import('../features/analytics/AnalyticsPage'), { menu: [sidebar('What sells', { es: 'Lo que se vende', fr: 'Ce qui se vend' }, 21.5)] }),
  route('/dashboard/user/credentials', () => import('../features/credentials/CredentialsPage'), { menu: [sidebar('Credentials', { es: 'Acreditaciones', fr: 'Certifications' }, 45)] }),
  route('/dashboard/user/statement', () => import('../features/money/StatementPage'), { menu: [sidebar('Statement', { es: 'Extracto', fr: 'Relevé' }, 21.7)] }),
  route('/dashboard/user/personal-info', () => import('../features/account/PersonalInfoPage'), { menu: [sidebar('Personal Information', { es: 'Datos personales', fr: 'Informations personnelles' }, 70)] }),
  route('/dashboard/user/payment', () => import('../features/account/PaymentMethodsPage'), { menu: [sidebar('Payment Methods', { es: 'Métodos de pago', fr: 'Moyens de paiement' }, 80)] }),
  route('/dashboard/user/preferences', () => import('../features/account/PreferencesPage'), { menu: [sidebar('Preferences', { es: 'Preferencias', fr: 'Préférences' }, 90)] }),
  route('/dashboard/facility', () => import('../components/OwnerProgramsPage'), { props: { role: 'facility' }, menu: [account('Facility Dashboard', { es: 'Panel del centro', fr: 'Tableau de bord de l’établissement' }), sidebar('Facility Programs', { es: 'Programas del centro', fr: 'Programmes de l’établissement' }, 10)] }),
  route('/dashboard/facility/services/new', () => import('../features/program-form/ProgramFormPage'), { props: { role: 'facility' } }),
  route('/dashboard/facility/services/edit/:id', () => import('../features/program-form/ProgramFormPage'), { props: { role: 'facility' } }),
  route('/dashboard/facility/inbox', () => import('../features/inbox/InboxPage'), { props: { role: 'facility' }, menu: [inbox] }),
  route('/dashboard/facility/inbox/:threadId', () => import('../features/inbox/InboxPage'), { props: { role: 'facility' } }),
  route('/dashboard/facility/reviews', () => import('../features/reviews/OwnerReviewsPage'), { menu: [sidebar('Reviews', { es: 'Opiniones', fr: 'Avis' }, 30)] }),
  route('/dashboard/facility/calendar', () => import('../features/calendar/CalendarPage'), { menu: [sidebar('Calendar', { es: 'Calendario', fr: 'Calendrier' }, 15)] }),
  route('/dashboard/facility/analytics', () => import('../features/analytics/AnalyticsPage'), { menu: [sidebar('What sells', { es: 'Lo que se vende', fr: 'Ce qui se vend' }, 16)] }),
  route('/dashboard/facility/credentials', () => import('../features/credentials/CredentialsPage'), { menu: [sidebar('Credentials', { es: 'Acreditaciones', fr: 'Certifications' }, 35)] }),
  route('/dashboard/facility/statement', () => import('../features/money/StatementPage'), { menu: [sidebar('Statement', { es: 'Extracto', fr: 'Relevé' }, 17)] }),
  route('/dashboard/facility/personal-info', () => import('../features/account/PersonalInfoPage'), { menu: [sidebar('Personal Information', { es: 'Datos personales', fr: 'Informations personnelles' }, 70)] }),
  route('/dashboard/facility/payment', () => import('../features/account/PaymentMethodsPage'), { menu: [sidebar('Payment Methods', { es: 'Métodos de pago', fr: 'Moyens de paiement' }, 80)] }),
  route('/dashboard/facility/preferences', () => import('../features/account/PreferencesPage'), { menu: [sidebar('Preferences', { es: 'Preferencias', fr: 'Préférences' }, 90)] }),
  route('/dashboard/admin', () => import('../features/admin/AdminDashboard'), { menu: [account('Admin Panel', { es: 'Panel de administración', fr: 'Panneau d’administration' }), sidebar('Admin Panel', { es: 'Panel de administración', fr: 'Panneau d’administration' }, 10)] }),
  route('/dashboard/admin/ledger', () => import('../features/money/LedgerPage'), { menu: [sidebar('Ledger', { es: 'Libro contable', fr: 'Grand livre' }, 20)] }),
  route('/dashboard/admin/personal-info', () => import('../features/account/PersonalInfoPage'), { menu: [sidebar('Personal Information', { es: 'Datos personales', fr: 'Informations personnelles' }, 70)] }),
  route('/dashboard/admin/payment', () => import('../features/account/PaymentMethodsPage'), { menu: [sidebar('Payment Methods', { es: 'Métodos de pago', fr: 'Moyens de paiement' }, 80)] }),
  route('/dashboard/admin/preferences', () => import('../features/account/PreferencesPage'), { menu: [sidebar('Preferences', { es: 'Preferencias', fr: 'Préférences' }, 90)] }),
];
