import { createAppConfig } from '@wellness/federation/build';
import { ServiceWorkerPlugin } from './src/features/service-worker/ServiceWorkerPlugin';
import { RuntimeConfigPlugin } from './src/features/areas/RuntimeConfigPlugin';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.ts',
  htmlTemplate: './public/index.html',
  publicDir: 'public',
  plugins: [new RuntimeConfigPlugin()],
  productionPlugins: [new ServiceWorkerPlugin()],
});
