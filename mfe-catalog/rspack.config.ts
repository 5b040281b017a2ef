import { createAppConfig } from '@wellness/federation/build';
import { withSite } from '@wellness/site/build';
import { exposes } from './src/exposes';

export default withSite(createAppConfig({ name: 'catalog', dir: __dirname, entry: './src/index.ts', exposes }), {
  name: 'catalog',
  dir: __dirname,
  prerender: './src/app/prerender.tsx',
  navigation: './src/navigation.ts',
});
