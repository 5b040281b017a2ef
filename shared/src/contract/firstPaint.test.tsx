import { render } from '@testing-library/react';
import { endFirstPaint, FirstPaintEnd, startFirstPaint, useFirstPaintHold } from './firstPaint';

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
