import { createAppConfig } from '@wellness/federation/build';
import { withSite } from '@wellness/site/build';
import { RuntimeConfigPlugin } from './build/RuntimeConfigPlugin';
import { ServiceWorkerPlugin } from './src/features/service-worker/ServiceWorkerPlugin';

export default withSite(
  createAppConfig({
    name: 'shell',
    dir: __dirname,
    entry: './src/index.ts',
    htmlTemplate: './public/index.html',
    publicDir: 'public',
    productionPlugins: [new ServiceWorkerPlugin()],
    // A deployed site's /config.json is deploy-time data (the site's server serves the live one); the dev server
    // gets the local one.
    developmentPlugins: [new RuntimeConfigPlugin()],
  }),
  // The header and footer the site's server renders around every first view (ADR 0006).
  { name: 'shell', dir: __dirname, prerender: './src/app/chrome.tsx', host: true },
);
