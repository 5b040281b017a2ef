import { render } from '@testing-library/react';
import { FirstPaintHeaderEnd } from './FirstPaintHeaderEnd';

describe('FirstPaintHeaderEnd', () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  it("removes the server's header from the first view when the real one commits, and leaves the rest of the view", () => {
    const view = document.createElement('div');
    view.id = 'first-paint';
    view.innerHTML = '<div class="first-paint-header"><header>prerendered</header></div><main>the page</main>';
    document.body.append(view);
    render(
      <>
        <header>real</header>
        <FirstPaintHeaderEnd />
      </>,
    );
    expect(view.querySelector('header')).toBeNull();
    expect(view.querySelector('main')?.textContent).toBe('the page');
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it('does nothing on a page served without a first view', () => {
    expect(() => render(<FirstPaintHeaderEnd />)).not.toThrow();
  });
});
