import { createAppConfig } from '@wellness/federation/build';
import { withSite } from '@wellness/site/build';
import { exposes } from './src/exposes';

export default withSite(createAppConfig({ name: 'dashboards', dir: __dirname, entry: './src/index.ts', exposes }), {
  name: 'dashboards',
  dir: __dirname,
  routes: './src/app/routes.ts',
  prerender: './src/app/prerender.ts',
  navigation: './src/navigation.ts',
});
