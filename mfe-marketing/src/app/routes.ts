import type { PageRoute } from '@wellness/shared/contract';
import { route } from '@wellness/shared/routes';

/**
 * Every page of the marketing remote, once (ADR 0012): home, about, pricing and the assistant's chat. The area builds
 * its routes and its `prepare` from this table, navigation.ts its menu entries and top-level paths, prerender.ts
 * what the site's server renders (each page's server view, with its first view as the fallback), and the build names
 * each page's chunk after its path (`route-index` for `/`). Write each row as these are: site/build/routeTable.cjs
 * reads them.
 */
export const ROUTES: readonly PageRoute[] = [
  // The home page's hero runs under the transparent header.
  route('/', () => import('../features/home/HomePage'), { menu: [{ id: 'home', label: 'Home', labels: { es: 'Inicio', fr: 'Accueil' }, show: [{ in: 'header', order: 10 }] }], underHeader: true, server: () => import('../features/home/serverView') }),
  route('/about', () => import('../features/about/AboutPage'), {
    menu: [{ id: 'about', label: 'About', labels: { es: 'Nosotros', fr: 'À propos' }, show: [{ in: 'header', order: 40 }] }, { id: 'about-us', label: 'About us', labels: { es: 'Quiénes somos', fr: 'Qui sommes-nous' }, show: [{ in: 'footer', column: 'company', order: 10 }] }],
    server: () => import('../features/about/serverView'),
  }),
  route('/pricing', () => import('../features/pricing/PricingPage'), {
    menu: [{ id: 'subscription', label: 'Subscription', labels: { es: 'Suscripción', fr: 'Abonnement' }, show: [{ in: 'header', order: 50 }, { in: 'footer', column: 'explore', order: 30 }] }],
    server: () => import('../features/pricing/serverView'),
  }),
  route('/chat', () => import('../features/chat/ChatPage'), { menu: [{ id: 'assistant', label: 'Ask our assistant', labels: { es: 'Pregunta a nuestro asistente', fr: 'Demandez à notre assistant' }, show: [{ in: 'footer', column: 'explore', order: 40 }] }] }),
];
