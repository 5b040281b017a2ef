import { mountStandalone } from '@wellness/shared/harness';
import { Component as Area } from './app/Area';

mountStandalone({
  remote: 'marketing',
  Area,
  links: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/chat', label: 'Chat' },
    { to: '/chat?message=Detox%20in%20Bali', label: 'Chat with a question' },
  ],
});
