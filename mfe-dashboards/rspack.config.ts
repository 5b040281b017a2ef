import { createAppConfig } from '@wellness/federation/build';
import { withSite } from '@wellness/site/build';
import { RouteChunks } from './build/RouteChunks';
import { exposes } from './src/exposes';

export default withSite(createAppConfig({ name: 'dashboards', dir: __dirname, entry: './src/index.ts', exposes, plugins: [new RouteChunks()] }), {
  name: 'dashboards',
  dir: __dirname,
  navigation: './src/navigation.ts',
});
