import type { RuntimeConfig } from '@wellness/shared/contract';
import { PREVIEW_STORAGE_KEY, previewsFor, withPreviews } from './preview';

const config: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  allowPreview: true,
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

  it('ignores previews where the site does not allow them, and unknown remotes or addresses', () => {
    expect(previewsFor({ ...config, allowPreview: undefined }, '?preview=catalog:http://evil.test/m.json', localStorage)).toEqual({});
    expect(previewsFor(config, '?preview=shop:http://x.test/m.json,catalog:javascript:alert(1)', localStorage)).toEqual({});
  });
});
