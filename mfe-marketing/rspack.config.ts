import { createAppConfig } from '@wellness/shared/build';

export default createAppConfig({
  name: 'marketing',
  dir: __dirname,
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './AboutPage': './src/features/about/AboutPage.tsx',
    './PricingPage': './src/features/pricing/PricingPage.tsx',
    './ChatPage': './src/features/chat/ChatPage.tsx',
  },
});
