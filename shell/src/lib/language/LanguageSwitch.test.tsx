import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, LocaleRouter, localeSet, makeStore, Provider, Route, Routes, useLocation } from '@wellness/shared/contract';
import { splitLocale } from '@wellness/shared/site-protocol';
import { LanguageSwitch } from './LanguageSwitch';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/**
 * The shell's router at `address`, as bootstrap starts it: the store's locale from the URL. Rendered in an awaited act:
 * a page in Spanish or French waits for its texts (it suspends), and a suspended render is retried only inside it.
 */
async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const store = makeStore();
  store.dispatch(localeSet(splitLocale(window.location.pathname).locale));
  await act(async () => void render(
    <Provider store={store}>
      <LocaleRouter>
        <LanguageSwitch />
        <Routes>
          <Route path="/pricing" element={<><Where /><Link to="/about">About</Link></>} />
        </Routes>
      </LocaleRouter>
    </Provider>,
  ));
  return store;
}

describe('the language switch', () => {
  afterEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('routes /fr/pricing as /pricing, in French, with links kept in French', async () => {
    const store = await openAt('/fr/pricing?plan=pro');
    expect(await screen.findByTestId('where')).toHaveTextContent('/pricing?plan=pro');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/fr/about');
    expect(store.getState().locale).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  it('shows the same page, query and scroll position in another language, with no new history entry', async () => {
    const store = await openAt('/fr/pricing?plan=pro#faq');
    await screen.findByTestId('where');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const entries = window.history.length;
    await act(() => userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'es'));
    await screen.findByRole('combobox', { name: 'Idioma' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/es/pricing?plan=pro#faq');
    expect(window.history.length).toBe(entries);
    expect(store.getState().locale).toBe('es');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByTestId('where')).toHaveTextContent('/pricing?plan=pro');
    expect(document.cookie).toContain('lang=es');
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('writes English without a prefix', async () => {
    const store = await openAt('/es/pricing');
    await act(async () => userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'en'));
    await screen.findByRole('combobox', { name: 'Language' });
    expect(window.location.pathname).toBe('/pricing');
    expect(store.getState().locale).toBe('en');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('follows the URL back and forward', async () => {
    const store = await openAt('/pricing');
    await act(async () => {
      window.history.pushState(null, '', '/fr/pricing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(store.getState().locale).toBe('fr');
    expect(await screen.findByRole('link', { name: 'About' })).toHaveAttribute('href', '/fr/about');
  });
});
