import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pagePath } from '@wellness/shared/routes';
import { chunkOf } from '@wellness/shared/routes/navigation';
import { ROUTES } from './routes';

// The build step that names the chunks (a CommonJS rspack loader of every remote's route table).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routeTable = require('@wellness/site/build/routeTable.cjs') as (this: { resourcePath: string }, source: string) => string;
const name = (source: string) => routeTable.call({ resourcePath: 'routes.ts' }, source);

describe('the dashboards route table', () => {
  it('names each page chunk as the site server preloads it for the page’s path', () => {
    const built = name(readFileSync(path.join(__dirname, 'routes.ts'), 'utf8'));
    const names = [...built.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);
    expect(names).toEqual(ROUTES.map(chunkOf));
    expect(names).toContain('route-dashboard-user-services-edit');
    // A name is one page module: routes may share it only when they are one page (a path and its parameters).
    const modules = new Map<string, Set<string>>();
    for (const [, chunk, module] of built.matchAll(/webpackChunkName: "([^"]+)" \*\/ '([^']+)'/g)) modules.set(chunk!, new Set([...(modules.get(chunk!) ?? []), module!]));
    expect([...modules.values()].filter((set) => set.size > 1)).toEqual([]);
    expect(modules.size).toBe(new Set(ROUTES.map((route) => pagePath(route.path))).size);
  });

  it('fails the build on a page import it cannot name', () => {
    expect(() => name("export const x = [route('/dashboard/user', () => import('./A')), () => import('./B')];")).toThrow(/1 dynamic import/);
  });
});
