import { createAppConfig } from '@wellness/shared/build';

export default createAppConfig({ name: 'shell', dir: __dirname });
