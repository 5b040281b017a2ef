import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routerProductionBuild } from './router-build';

describe("React Router's production build", () => {
  it('is found from an app, in the package its contract re-exports, beside the development build the package names', () => {
    const router = routerProductionBuild(path.join(__dirname, '..', 'shell'));
    expect(router.split(path.sep).slice(-3)).toEqual(['dist', 'production', 'index.mjs']);
    expect(existsSync(router)).toBe(true);
    // Still needed while the package names only its development build; a release that names both fails here first.
    const pkg = JSON.parse(readFileSync(path.join(router, '..', '..', '..', 'package.json'), 'utf8')) as { name: string; exports: Record<string, { import?: { default?: string } }> };
    expect(pkg.name).toBe('react-router');
    expect(pkg.exports['.']?.import?.default).toBe('./dist/development/index.mjs');
  });
});
