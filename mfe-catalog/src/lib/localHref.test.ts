import { localizePath } from '@wellness/shared/site-protocol';
import { localHref } from './localHref';

describe('a plain link’s path in the page’s language', () => {
  it('is the contract’s localized path', () => {
    for (const locale of ['en', 'es', 'fr'])
      for (const path of ['/', '/search', '/program-details/a-b', '/programs?category=spa&page=2', '/search?q=yoga#x']) expect(localHref(path, locale)).toBe(localizePath(path, locale));
    expect(localHref('/program-details/x', 'es')).toBe('/es/program-details/x');
  });
});
