import { createAppConfig } from '@wellness/federation/build';
import { RouteChunks } from './build/RouteChunks';
import { exposes } from './src/exposes';

export default createAppConfig({ name: 'dashboards', dir: __dirname, entry: './src/index.ts', exposes, plugins: [new RouteChunks()] });
