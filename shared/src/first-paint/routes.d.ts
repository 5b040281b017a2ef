declare module '@wellness/first-paint-routes' {
  import type { ReactElement } from 'react';
  export const firstPaint: Record<string, () => ReactElement>;
}
