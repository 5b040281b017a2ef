import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from '@wellness/shared/contract';
import { CatchUpWithHistory } from './CatchUpWithHistory';

/** Moves the browser to another URL while the router renders, before it listens: a back/forward during a sliced render. */
function NavigatesWhileRendering({ to }: { to: string }) {
  if (window.location.pathname !== new URL(to, window.location.href).pathname) {
    window.history.pushState({ usr: { initialTab: 'destinations' }, key: 'moved', idx: 1 }, '', to);
  }
  return null;
}

function ShownLocation() {
  const { pathname, search, state } = useLocation();
  return <p>{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

describe('CatchUpWithHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows the URL the browser moved to before the router listened, with its state', async () => {
    render(
      <BrowserRouter>
        <CatchUpWithHistory />
        <NavigatesWhileRendering to="/explore?tab=1" />
        <ShownLocation />
      </BrowserRouter>,
    );
    expect(await screen.findByText('/explore?tab=1 {"initialTab":"destinations"}')).toBeInTheDocument();
  });

  it('leaves the history alone when nothing moved', () => {
    const length = window.history.length;
    render(
      <BrowserRouter>
        <CatchUpWithHistory />
        <ShownLocation />
      </BrowserRouter>,
    );
    expect(screen.getByText('/ null')).toBeInTheDocument();
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/');
  });
});
