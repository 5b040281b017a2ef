import { mountStandalone } from '@wellness/shared/harness';
import * as ExplorePage from './features/explore/ExplorePage';
import * as ProgramsPage from './features/programs/ProgramsPage';
import * as ProgramDetailsPage from './features/program-details/ProgramDetailsPage';

mountStandalone({
  remote: 'catalog',
  routes: [
    { path: '/', ...ExplorePage },
    { path: '/explore', ...ExplorePage },
    { path: '/programs', ...ProgramsPage },
    { path: '/program-details', ...ProgramDetailsPage },
  ],
  links: [
    { to: '/explore', label: 'Explore' },
    { to: '/explore', label: 'Destinations', state: { initialTab: 'destinations' } },
    { to: '/programs', label: 'Programs: Spa & Relaxation', state: { type: 'category', categoryType: 'Spa & Relaxation' } },
    { to: '/program-details', label: 'A program', state: { programName: 'Alpine Longevity Reset' } },
  ],
});
