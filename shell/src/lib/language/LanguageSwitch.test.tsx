import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, LocaleRouter, localeSet, Provider, Route, Routes, signedIn, useLocation } from '@wellness/shared/contract';
import { splitLocale } from '@wellness/shared/site-protocol';
import { makeTestStore } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { LanguageSwitch } from './LanguageSwitch';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/**
 * The shell's router at `address`, as bootstrap starts it: the store's locale from the URL. Rendered in an awaited act:
 * a page in Spanish or French waits for its texts (it suspends), and a suspended render is retried only inside it.
 */
async function openAt(address: string, signedInAs?: { token: string }) {
  window.history.replaceState(null, '', address);
  const store = makeTestStore();
  if (signedInAs) store.dispatch(signedIn({ user: { firstName: 'Ines', lastName: 'Berg', email: 'ines@example.test', phone: '1234567', role: 'user' }, token: signedInAs.token }));
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
  startMockApi();
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

  it("saves a signed-in visitor's choice as their Preferences language", async () => {
    const saved: unknown[] = [];
    server.use(http.patch(apiUrl('/api/my/preferences'), async ({ request }) => {
      saved.push({ body: await request.json(), auth: request.headers.get('authorization') });
      return HttpResponse.json({ data: { notifications: true, language: 'fr', currency: null } });
    }));
    await openAt('/pricing', { token: 'tok' });
    await act(async () => userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr'));
    await screen.findByRole('combobox', { name: 'Langue' });
    await waitFor(() => expect(saved).toEqual([{ body: { language: 'fr' }, auth: 'Bearer tok' }]));
  });
});
