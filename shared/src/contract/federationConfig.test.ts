import { runtimeConfigProblem } from './federation';

describe('a /config.json', () => {
  const config = { apiBaseUrl: 'http://api.test', remotes: { catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/explore'] } } };

  it('may name the site’s public origin (siteUrl), which canonical addresses use', () => {
    expect(runtimeConfigProblem(config)).toBeNull();
    expect(runtimeConfigProblem({ ...config, siteUrl: 'https://wellness.example' })).toBeNull();
    expect(runtimeConfigProblem({ ...config, siteUrl: 'https://wellness.example/shop' })).toBe('config.json has a siteUrl that is not an http(s) origin');
    expect(runtimeConfigProblem({ ...config, siteUrl: 'ftp://wellness.example' })).toBe('config.json has a siteUrl that is not an http(s) origin');
  });
});
