// Kept apart from build.ts so that its test runs without rspack (an ES module jest cannot load).
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router's production build. Its package's exports name only `dist/development` (a temporary choice of 7.0.2
 * that stayed: remix-run/react-router#12437, #14102), so every bundler takes the development build, warnings and their
 * checks included, whatever the mode; a production build of ours asks for the other folder by path. Resolved from
 * @wellness/shared, which depends on the router and re-exports it (apps never import it themselves).
 */
export function routerProductionBuild(appDir: string): string {
  const fromShared = createRequire(createRequire(path.join(appDir, 'package.json')).resolve('@wellness/shared/package.json'));
  return path.join(path.dirname(fromShared.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
}

