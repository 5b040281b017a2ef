import { render } from '@testing-library/react';
import { FIRST_VIEW_HEADER_CLASS, FIRST_VIEW_ID } from '@wellness/shared/site-protocol';
import { FirstViewHeaderEnd } from './FirstViewHeaderEnd';

describe('FirstViewHeaderEnd', () => {
  afterEach(() => document.getElementById(FIRST_VIEW_ID)?.remove());

  it("removes the server's header from the first view when the real one commits, and leaves the rest of the view", () => {
    const view = document.createElement('div');
    view.id = FIRST_VIEW_ID;
    view.innerHTML = `<div class="${FIRST_VIEW_HEADER_CLASS}"><header>prerendered</header></div><main>the page</main>`;
    document.body.append(view);
    render(
      <>
        <header>real</header>
        <FirstViewHeaderEnd />
      </>,
    );
    expect(view.querySelector('header')).toBeNull();
    expect(view.querySelector('main')?.textContent).toBe('the page');
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it('does nothing on a page served without a first view', () => {
    expect(() => render(<FirstViewHeaderEnd />)).not.toThrow();
  });
});
