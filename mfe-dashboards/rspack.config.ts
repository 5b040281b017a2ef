import { createAppConfig } from '@wellness/shared/build';

export default createAppConfig({
  name: 'dashboards',
  dir: __dirname,
  exposes: {
    './UserDashboard': './src/features/user/UserDashboard.tsx',
    './FacilityDashboard': './src/features/facility/FacilityDashboard.tsx',
    './AdminDashboard': './src/features/admin/AdminDashboard.tsx',
  },
});
