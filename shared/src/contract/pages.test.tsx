import { render } from '@testing-library/react';
import { lazyPage, preparePage } from './pages';
import { makeStore, type AppStore } from './store/makeStore';

describe('preparePage (an area’s prepare)', () => {
  const pageWithData = (label: string, prepared: AppStore[]) =>
    lazyPage(async () => ({
      default: () => <p>{label}</p>,
      prepare: async (store: AppStore) => void prepared.push(store),
    }));

  it('loads the page that owns the path, lets it prepare its data in the store, and then renders it at once', async () => {
    const prepared: AppStore[] = [];
    const pages = { '/explore': pageWithData('Explore', prepared), '/programs': pageWithData('Programs', []) };
    const store = makeStore();
    await preparePage(pages, '/explore', store);
    expect(prepared).toEqual([store]);
    const Explore = pages['/explore'];
    const { container } = render(<Explore />);
    expect(container).toHaveTextContent('Explore');
  });

  it('takes the longest path a URL is below, and prepares nothing for a path no page owns', async () => {
    const details: AppStore[] = [];
    const others: AppStore[] = [];
    const pages = { '/': pageWithData('Home', others), '/program-details': pageWithData('Details', details) };
    await preparePage(pages, '/program-details/kyoto', makeStore());
    await preparePage(pages, '/nowhere', makeStore());
    expect(details).toHaveLength(1);
    expect(others).toHaveLength(0);
  });
});
