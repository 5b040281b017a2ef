import { render } from '@testing-library/react';
import { endFirstView, FirstViewEnd, startFirstView, useFirstViewHold } from './firstView';
import { FIRST_VIEW_ID } from './site/protocol.mjs';

function Page({ holding }: { holding: boolean }) {
  useFirstViewHold(holding);
  return <p>{holding ? 'Loading' : 'The page'}</p>;
}

/** An area as the shell renders it: its content, then the end of the first view. */
const Area = ({ holding }: { holding: boolean }) => (
  <>
    <Page holding={holding} />
    <FirstViewEnd />
  </>
);

describe('the prerendered first view', () => {
  let view: HTMLElement;
  beforeEach(() => {
    view = document.createElement('div');
    view.id = FIRST_VIEW_ID;
    document.body.append(view);
    startFirstView(view);
  });
  afterEach(() => endFirstView());

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
    endFirstView();
    expect(view.isConnected).toBe(false);
  });
});
