import { createAppConfig } from '@wellness/federation/build';
import { exposes } from './src/exposes';

export default createAppConfig({ name: 'catalog', dir: __dirname, entry: './src/index.ts', exposes, firstPaint: './src/app/firstPaint.tsx' });
