import type { RuntimeConfig } from '@wellness/shared/contract';
import { PREVIEW_STORAGE_KEY, previewsFor, withPreviews } from './preview';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  previewOrigins: ['http://c.test', 'https://cdn.example'],
  remotes: {
    marketing: { manifest: 'http://m.test/mf-manifest.json', paths: ['/'] },
    catalog: { manifest: 'http://c.test/mf-manifest.json', paths: ['/explore'] },
    dashboards: { manifest: 'http://d.test/mf-manifest.json', paths: ['/dashboard'] },
  },
};

describe('release previews', () => {
  beforeEach(() => localStorage.clear());

  it('starts a preview from the query, keeps it for the next pages, and ends it with preview=off', () => {
    const url = 'http://c.test/releases/2.1.0/mf-manifest.json';
    expect(previewsFor(config, `?preview=catalog:${url}`, localStorage)).toEqual({ catalog: url });
    expect(previewsFor(config, '', localStorage)).toEqual({ catalog: url });
    expect(withPreviews(config, { catalog: url }).remotes.catalog).toEqual({ manifest: url, paths: ['/explore'] });
    expect(previewsFor(config, '?preview=off', localStorage)).toEqual({});
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('runs a preview only from an origin the config names, and none where it names none', () => {
    expect(previewsFor(config, '?preview=catalog:https://evil.test/mf-manifest.json', localStorage)).toEqual({});
    expect(previewsFor(config, '?preview=catalog:https://cdn.example.evil.test/mf-manifest.json', localStorage)).toEqual({});
    expect(previewsFor(config, '?preview=catalog:https://cdn.example/catalog/3/mf-manifest.json', localStorage)).toEqual({ catalog: 'https://cdn.example/catalog/3/mf-manifest.json' });
    localStorage.clear();
    expect(previewsFor({ ...config, previewOrigins: undefined }, '?preview=catalog:http://c.test/releases/2/mf-manifest.json', localStorage)).toEqual({});
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('ignores unknown remotes and addresses that are not http(s)', () => {
    expect(previewsFor(config, '?preview=shop:http://c.test/m.json,catalog:javascript:alert(1)', localStorage)).toEqual({});
  });

  it('drops a kept preview whose origin the config no longer names', () => {
    localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ catalog: 'https://gone.example/mf-manifest.json' }));
    expect(previewsFor(config, '', localStorage)).toEqual({});
    expect(localStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });
});
