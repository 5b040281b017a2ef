// The app's prerender module, aliased by its Node build (./prerenderConfig.ts): a remote's `prerender`
// (`PrerenderModule`), or the shell's `chrome` (`ChromeModule`). Read by name (./prerenderEntry.tsx).
declare module '@wellness/prerender-module' {
  import type { ChromeModule, PrerenderModule } from '@wellness/shared/contract';
  export const prerender: PrerenderModule | undefined;
  export const chrome: ChromeModule | undefined;
}
