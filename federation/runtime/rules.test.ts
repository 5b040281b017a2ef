import { FederationError, registry, type ShareScope } from './registry';
import { choose, provide } from './rules';

const factory = (value: string) => async () => () => value;

function scopeWith(...offers: [name: string, version: string, from: string, loaded?: boolean][]): ShareScope {
  const scope: ShareScope = {};
  for (const [name, version, from, loaded] of offers) {
    provide(scope, name, { version, from, get: factory(`${name}@${version} from ${from}`), eager: false, shareConfig: {} });
    if (loaded) scope[name]![version]!.loaded = true;
  }
  return scope;
}

describe('the share scope', () => {
  it('keeps a loaded copy when another build offers the same version', () => {
    const scope = scopeWith(['react', '19.3.1', 'shell', true], ['react', '19.3.1', 'catalog']);
    expect(scope.react!['19.3.1']!.from).toBe('shell');
  });

  it('keeps the first offer of a version not yet loaded, whatever the later build is named (the shell offers first)', () => {
    const scope = scopeWith(['@wellness/shared/api', '1.0.0', 'shell'], ['@wellness/shared/api', '1.0.0', 'catalog'], ['@wellness/shared/api', '1.0.0', 'dashboards']);
    expect(scope['@wellness/shared/api']!['1.0.0']!.from).toBe('shell');
  });

  it('gives a singleton its loaded copy first (loaded first), else the highest version', () => {
    const loaded = scopeWith(['react', '19.3.1', 'shell', true], ['react', '19.4.0', 'catalog']);
    expect(choose(loaded, 'react', { singleton: true, requiredVersion: '^19.3.1' }, 'catalog')?.version).toBe('19.3.1');
    const none = scopeWith(['react', '19.3.1', 'shell'], ['react', '19.4.0', 'catalog']);
    expect(choose(none, 'react', { singleton: true, requiredVersion: '^19.3.1' }, 'catalog')?.version).toBe('19.4.0');
  });

  it('refuses a singleton out of range with a typed error naming what was needed and found', () => {
    const scope = scopeWith(['@wellness/shared/contract', '1.2.0', 'shell', true]);
    const seen: FederationError[] = [];
    registry().errorListeners.push((e) => seen.push(e));
    expect(() => choose(scope, '@wellness/shared/contract', { singleton: true, strictVersion: true, requiredVersion: '^1.4.0' }, 'catalog')).toThrow(FederationError);
    expect(seen[0]).toMatchObject({ kind: 'version-mismatch', remote: 'catalog', detail: { needed: '^1.4.0', found: '1.2.0' } });
  });

  it('gives a non-singleton the highest version in range, and nothing when none is (the build then uses its own)', () => {
    const scope = scopeWith(['lodash', '4.1.0', 'shell'], ['lodash', '4.17.0', 'catalog'], ['lodash', '5.0.0', 'dashboards']);
    expect(choose(scope, 'lodash', { requiredVersion: '^4.0.0' }, 'marketing')?.version).toBe('4.17.0');
    expect(choose(scope, 'lodash', { requiredVersion: '^6.0.0' }, 'marketing')).toBeNull();
  });
});
