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
  firstPaint: './src/app/firstPaint.tsx',
  plugins: [new FirstPaintHintsPlugin()],
  productionPlugins: [new ServiceWorkerPlugin()],
  // A deployed site's /config.json is deploy-time data (scripts/site.mjs serves the live one); the dev server
  // gets the local one.
  developmentPlugins: [new RuntimeConfigPlugin()],
});
