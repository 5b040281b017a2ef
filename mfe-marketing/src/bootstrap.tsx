import { mountStandalone } from '@wellness/shared/harness';
import { chatLoader } from '@wellness/shared';
import * as HomePage from './features/home/HomePage';
import * as AboutPage from './features/about/AboutPage';
import * as PricingPage from './features/pricing/PricingPage';
import * as ChatPage from './features/chat/ChatPage';

mountStandalone({
  remote: 'marketing',
  routes: [
    { path: '/', ...HomePage },
    { path: '/about', ...AboutPage },
    { path: '/pricing', ...PricingPage },
    { path: '/chat', ...ChatPage, loader: chatLoader },
  ],
  links: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/chat', label: 'Chat' },
  ],
});
