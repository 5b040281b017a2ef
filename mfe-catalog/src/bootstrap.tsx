import { mountStandalone } from '@wellness/shared/harness';
import { Component as Area } from './app/Area';

mountStandalone({
  remote: 'catalog',
  Area,
  links: [
    { to: '/explore', label: 'Explore' },
    { to: '/explore', label: 'Destinations', state: { initialTab: 'destinations' } },
    { to: '/programs', label: 'Programs: Spa & Relaxation', state: { type: 'category', categoryType: 'Spa & Relaxation' } },
    { to: '/program-details', label: 'A program', state: { programName: 'Alpine Longevity Reset' } },
  ],
});
