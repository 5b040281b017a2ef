import { createAppConfig } from '@wellness/shared/build';
import { ServiceWorkerPlugin } from './src/features/service-worker/ServiceWorkerPlugin';

export default createAppConfig({ name: 'shell', dir: __dirname, productionPlugins: [new ServiceWorkerPlugin()] });
