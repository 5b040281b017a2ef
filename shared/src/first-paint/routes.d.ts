// The app's firstPaint module, aliased by its Node build (federation/build.ts). Every export is optional and read by
// name (render.tsx): a remote's `firstPaint`, `firstData` and `firstDataPaint`, the shell's `firstPaintChrome`.
declare module '@wellness/first-paint-routes' {
  import type { ReactElement } from 'react';
  export const firstPaint: Record<string, () => ReactElement> | undefined;
}
