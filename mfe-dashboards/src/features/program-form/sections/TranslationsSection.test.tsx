// The program form's texts in Spanish and French: prefilled from the owner's program, sent with it (only the languages
// given), and a language given without its name says so on the field, in the form's own checks (the API's schema).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { program, sessionOf } from '../../../testing/fixtures';
import { seriousViolations } from '../../../testing/axe';
import { ProgramFormPage } from '../ProgramFormPage';

jest.setTimeout(20_000);
startMockApi();

const es = { name: 'Baño de bosque', description: 'Días tranquilos entre árboles.', details: '', about: 'Una semana lenta.', highlights: ['Paseos guiados', 'Té al atardecer'] };

function renderEdit() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/user/services/edit/:id" element={<ProgramFormPage role="user" />} />
      <Route path="*" element={<h1>List</h1>} />
    </Routes>,
    { route: '/dashboard/user/services/edit/p9', preloadedState: sessionOf('user') },
  );
}

let body: Record<string, unknown> | undefined;
beforeEach(() => {
  body = undefined;
  server.use(
    http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } })),
    http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: { ...program({ id: 'p9', name: 'Forest Bathing', status: 'draft', approved: false }), translations: { es } } })),
    http.put(apiUrl('/api/my/programs/p9'), async ({ request }) => {
      body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ data: program({ id: 'p9', status: 'draft' }) });
    }),
  );
});

it('shows the Spanish texts it has, adds French ones, and sends both with the program', async () => {
  const user = userEvent.setup();
  const { container } = renderEdit();
  expect(await screen.findByLabelText('Name (Spanish)')).toHaveValue('Baño de bosque');
  expect(screen.getByLabelText('Highlights (Spanish)')).toHaveValue('Paseos guiados\nTé al atardecer');
  expect(screen.getByLabelText('Name (Spanish)')).toHaveAttribute('lang', 'es');
  // French is closed until opened: nothing given yet.
  await user.click(screen.getByText('French'));
  await user.type(screen.getByLabelText('Name (French)'), 'Bain de forêt');
  await user.type(screen.getByLabelText('Description (French)'), 'Des jours calmes parmi les arbres.');
  expect(await seriousViolations(container)).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
  await waitFor(() => expect(body).toBeDefined());
  expect(body!.translations).toEqual({
    es,
    fr: { name: 'Bain de forêt', description: 'Des jours calmes parmi les arbres.', details: '', about: '', highlights: [] },
  });
});

it('a language given without its name is refused on its field; one left empty is not sent', async () => {
  const user = userEvent.setup();
  renderEdit();
  const name = await screen.findByLabelText('Name (Spanish)');
  await user.clear(name);
  await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
  expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name (Spanish)')).toHaveAccessibleDescription('This field is required');
  expect(body).toBeUndefined();

  // Every Spanish field emptied: no Spanish texts at all.
  for (const label of ['Name (Spanish)', 'Description (Spanish)', 'Detailed description (Spanish)', 'Highlights (Spanish)']) await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
  await waitFor(() => expect(body).toBeDefined());
  expect(body!.translations).toEqual({});
  expect(within(document.body).queryByText('This field is required')).not.toBeInTheDocument();
});
