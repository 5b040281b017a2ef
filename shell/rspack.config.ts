import { createAppConfig } from '@wellness/federation/build';
import { FirstPaintHintsPlugin } from './build/FirstPaintHintsPlugin';
import { RuntimeConfigPlugin } from './build/RuntimeConfigPlugin';
import { ServiceWorkerPlugin } from './src/features/service-worker/ServiceWorkerPlugin';

export default createAppConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.ts',
  htmlTemplate: './public/index.html',
  publicDir: 'public',
  plugins: [new RuntimeConfigPlugin(), new FirstPaintHintsPlugin()],
  productionPlugins: [new ServiceWorkerPlugin()],
});
