import { screen, within } from '@testing-library/react';
import { loadDomainWords, localeSet } from '@wellness/shared/contract';
import { loadCatalogues } from '@wellness/shared/i18n';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { CATEGORY_OPTIONS, categoryLabel } from '@wellness/shared/domain';
import { adminProgram, program, sessionOf } from '../../testing/fixtures';
import { dashboardsMessages } from '../../messages';
import { FacilitiesTab } from './FacilitiesTab';
import { adminMessages } from './messages';
import { ProgramDetailsDialog } from './ProgramDetailsDialog';

/** The value the dialog shows after a term (Location, Category …). */
const valueOf = (dialog: HTMLElement, term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a category is shown by its label, never by its stored value', () => {
  startMockApi();

  it('names each stored value by its label', () => {
    expect(categoryLabel('yoga')).toBe('Yoga & Meditation');
    expect(categoryLabel('spa')).toBe('Spa');
    expect(categoryLabel('')).toBe('');
  });

  it.each(CATEGORY_OPTIONS.map((o) => [o.value, o.label] as const))('the admin details window shows %s as “%s”', async (value, label) => {
    const row = adminProgram({ id: `p-${value}`, category: value });
    server.use(http.get(apiUrl(`/api/admin/programs/p-${value}`), () => HttpResponse.json({ data: { ...row, program: program({ id: `p-${value}`, status: 'pending', category: value }) } })));
    renderWithProviders(<ProgramDetailsDialog program={row} onClose={() => undefined} />, { preloadedState: sessionOf('admin') });
    const dialog = await screen.findByRole('dialog');
    expect(valueOf(dialog, 'Category')).toBe(label);
    // Its stored form appears nowhere in the window (the label "Spa" is not the value "spa").
    expect(within(dialog).queryByText(value, { exact: true })).toBeNull();
    expect(await within(dialog).findByText('Quiet days.')).toBeInTheDocument();
    expect(valueOf(dialog, 'Category')).toBe(label);
  });

  it('shows a dash, not an empty value, for a program without a category', async () => {
    const row = adminProgram({ id: 'p-none', category: '' });
    server.use(http.get(apiUrl('/api/admin/programs/p-none'), () => HttpResponse.json({ data: { ...row, program: program({ id: 'p-none', status: 'pending', category: '' }) } })));
    renderWithProviders(<ProgramDetailsDialog program={row} onClose={() => undefined} />, { preloadedState: sessionOf('admin') });
    expect(valueOf(await screen.findByRole('dialog'), 'Category')).toBe('—');
  });

  it('the Facilities table labels its services’ categories too', async () => {
    server.use(
      http.get(apiUrl('/api/admin/services'), () =>
        HttpResponse.json({ data: { services: [{ id: 's1', name: 'Jungle Shala', category: 'yoga', status: 'active', bookings: 2, owner: 'Fiona', canToggle: true }], total: 1 } }),
      ),
    );
    renderWithProviders(<FacilitiesTab q="" />, { preloadedState: sessionOf('admin') });
    const row = (await screen.findByRole('rowheader', { name: /Jungle Shala/ })).closest('tr')!;
    expect(within(row).getByText('Yoga & Meditation')).toBeInTheDocument();
    expect(within(row).queryByText('yoga')).toBeNull();
  });

  it('names the categories in the page’s language, and one the product does not know as stored', async () => {
    server.use(
      http.get(apiUrl('/api/admin/services'), () =>
        HttpResponse.json({ data: { services: [
          { id: 's1', name: 'Jungle Shala', category: 'yoga', status: 'active', bookings: 2, owner: 'Fiona', canToggle: true },
          { id: 's2', name: 'Old Row', category: 'ayurveda', status: 'active', bookings: 0, owner: 'Fiona', canToggle: true },
        ], total: 2 } }),
      ),
    );
    // The shell loads the catalogue's words, the page its own catalogues, before it renders.
    await Promise.all([loadDomainWords('fr'), adminMessages.load('fr'), dashboardsMessages.load('fr')]);
    const store = makeTestStore(sessionOf('admin'));
    store.dispatch(localeSet('fr'));
    renderWithProviders(<FacilitiesTab q="" />, { store });
    const row = (await screen.findByRole('rowheader', { name: /Jungle Shala/ })).closest('tr')!;
    expect(within(row).getByText('Yoga et méditation')).toBeInTheDocument();
    const old = screen.getByRole('rowheader', { name: /Old Row/ }).closest('tr')!;
    expect(within(old).getByText('ayurveda')).toBeInTheDocument();
  });
});

describe('the program’s texts in other languages', () => {
  startMockApi();
  const es = { name: 'Retiro de calma', description: 'Días tranquilos.', details: '', about: 'Una semana entre arrozales.', highlights: ['Meditación guiada'] };
  const fr = { name: 'Retraite du calme', description: 'Des jours paisibles.', details: 'Méditation à l’aube.', about: '', highlights: [] };
  const serve = (id: string, translations: object) => {
    const row = adminProgram({ id });
    server.use(http.get(apiUrl(`/api/admin/programs/${id}`), () => HttpResponse.json({ data: { ...row, program: { ...program({ id, status: 'pending' }), translations } } })));
    return row;
  };

  it('shows a section per language given, labelled, each text marked with its language', async () => {
    const row = serve('p-tr', { es, fr });
    renderWithProviders(<ProgramDetailsDialog program={row} onClose={() => undefined} />, { preloadedState: sessionOf('admin') });
    const dialog = await screen.findByRole('dialog');
    const spanish = await within(dialog).findByRole('region', { name: 'Texts in Spanish' });
    expect(valueOf(spanish, 'Name')).toBe(es.name);
    expect(within(spanish).getByText(es.name)).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText(es.about)).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('Meditación guiada').closest('ul')).toHaveAttribute('lang', 'es');
    // A text the translation leaves empty is not listed.
    expect(within(spanish).queryByText('Details', { selector: 'dt' })).toBeNull();
    const french = within(dialog).getByRole('region', { name: 'Texts in French' });
    expect(valueOf(french, 'Details')).toBe(fr.details);
    expect(within(french).getByText(fr.description)).toHaveAttribute('lang', 'fr');
    expect(within(french).queryByText('Highlights', { selector: 'dt' })).toBeNull();
  });

  it('shows none for a program without translations, only the given one otherwise; in the admin’s language', async () => {
    const plain = serve('p-plain', {});
    const { unmount } = renderWithProviders(<ProgramDetailsDialog program={plain} onClose={() => undefined} />, { preloadedState: sessionOf('admin') });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Quiet days.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /^Texts in/ })).toBeNull();
    unmount();

    await loadCatalogues('fr');
    const row = serve('p-fr', { fr });
    renderWithProviders(<ProgramDetailsDialog program={row} onClose={() => undefined} />, { preloadedState: { ...sessionOf('admin'), locale: 'fr' } });
    const french = await screen.findByRole('region', { name: 'Textes en français' });
    expect(valueOf(french, 'Nom')).toBe(fr.name);
    expect(screen.queryByRole('region', { name: 'Textes en espagnol' })).toBeNull();
  });
});
