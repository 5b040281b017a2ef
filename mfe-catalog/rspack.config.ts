import { createAppConfig } from '@wellness/shared/build';

export default createAppConfig({
  name: 'catalog',
  dir: __dirname,
  exposes: {
    './ExplorePage': './src/features/explore/ExplorePage.tsx',
    './ProgramsPage': './src/features/programs/ProgramsPage.tsx',
    './ProgramDetailsPage': './src/features/program-details/ProgramDetailsPage.tsx',
  },
});
