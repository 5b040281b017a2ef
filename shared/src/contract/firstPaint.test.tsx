import { render } from '@testing-library/react';
import { endFirstPaint, FirstPaintEnd, lazyPage, preparePage, startFirstPaint, useFirstPaintHold } from './firstPaint';
import { makeStore, type AppStore } from './store/makeStore';

function Page({ holding }: { holding: boolean }) {
  useFirstPaintHold(holding);
  return <p>{holding ? 'Loading' : 'The page'}</p>;
}

/** An area as the shell renders it: its content, then the end of the first view. */
const Area = ({ holding }: { holding: boolean }) => (
  <>
    <Page holding={holding} />
    <FirstPaintEnd />
  </>
);

describe('the prerendered first view', () => {
  let view: HTMLElement;
  beforeEach(() => {
    view = document.createElement('div');
    view.id = 'first-paint';
    document.body.append(view);
    startFirstPaint(view);
  });
  afterEach(() => endFirstPaint());

  it('goes when the area commits', () => {
    render(<Area holding={false} />);
    expect(view.isConnected).toBe(false);
  });

  it('stays while a page holds it, and goes in the commit that lets go', () => {
    const { rerender } = render(<Area holding />);
    expect(view.isConnected).toBe(true);
    rerender(<Area holding={false} />);
    expect(view.isConnected).toBe(false);
  });

  it('goes on a move to another path even while held', () => {
    render(<Area holding />);
    endFirstPaint();
    expect(view.isConnected).toBe(false);
  });
});

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
