import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDomainWords, localeSet, Route, Routes } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { WITHDRAW_MESSAGES } from '@wellness/shared/domain';
import { program, sessionOf } from '../../testing/fixtures';
import { DELETE_CONFIRMATION } from './ProgramForm';
import { prepare, ProgramFormPage } from './ProgramFormPage';
import { priceOf } from './programFormValues';

function renderForm(role: 'user' | 'facility', route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={`/dashboard/${role}/services/new`} element={<ProgramFormPage role={role} />} />
      <Route path={`/dashboard/${role}/services/edit/:id`} element={<ProgramFormPage role={role} />} />
      <Route path="*" element={<h1>List</h1>} />
    </Routes>,
    { route, preloadedState: sessionOf(role) },
  );
}

describe('priceOf', () => {
  it('stores a plain amount as a number and anything else as text', () => {
    expect(priceOf('3450')).toBe(3450);
    expect(priceOf(' $3,450.50 ')).toBe(3450.5);
    expect(priceOf('Contact for pricing')).toBe('Contact for pricing');
    expect(priceOf('  ')).toBeUndefined();
  });
});

describe('ProgramFormPage', () => {
  startMockApi();
  // The form states the configured commission and balance days (GET /api/money/terms).
  beforeEach(() => server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } }))));
  const created = jest.fn((url: string) => url);
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: jest.fn((file: File) => created(`blob:${file.name}`)), revokeObjectURL: jest.fn() });
  });

  it('offers the six categories and refuses a submission without name, location, category and description', async () => {
    const user = userEvent.setup();
    renderForm('facility', '/dashboard/facility/services/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Program' })).toBeInTheDocument();
    const options = Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choose a category', 'Wellness', 'Detox', 'Fitness', 'Spa', 'Yoga & Meditation', 'Nutrition']);
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription(/This field is required/);
  });

  it('speaks French on a French page, its labels, help texts and the schema’s rules, once the page has prepared', async () => {
    const store = makeTestStore(sessionOf('facility'));
    store.dispatch(localeSet('fr'));
    // The shell loads the catalogue's words (the categories' names) before the page renders.
    await Promise.all([prepare(store), loadDomainWords('fr')]);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/facility/services/new" element={<ProgramFormPage role="facility" />} />
      </Routes>,
      { route: '/dashboard/facility/services/new', store },
    );
    // Rendered at once in French: the page's catalogue was loaded before it rendered.
    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter un programme' })).toBeInTheDocument();
    const options = Array.from((screen.getByLabelText('Catégorie') as HTMLSelectElement).options).map((o) => o.text);
    expect(options).toEqual(['Choisissez une catégorie', 'Bien-être', 'Détox', 'Remise en forme', 'Spa', 'Yoga et méditation', 'Nutrition']);
    expect(screen.getByRole('group', { name: 'Conditions d’annulation' })).toBeInTheDocument();
    expect(await screen.findByText(/qui conserve 15 % de leurs paiements/)).toBeInTheDocument();
    expect(screen.getByLabelText('Acompte (% du total, facultatif)')).toHaveAccessibleDescription(/le solde 30 jours avant l’arrivée/);
    await user.click(screen.getByRole('button', { name: 'Soumettre pour validation' }));
    expect(await screen.findByText('Veuillez vérifier les champs signalés.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom')).toHaveAccessibleDescription('Ce champ est obligatoire');
    // A rule with a number: a session's nights over the limit.
    await user.click(screen.getByRole('button', { name: 'Ajouter une session' }));
    await user.type(screen.getByLabelText('Nuits'), '61');
    await user.click(screen.getByRole('button', { name: 'Enregistrer comme brouillon' }));
    expect(await screen.findByText('60 nuits maximum')).toBeInTheDocument();
    expect(screen.queryByText(/This field is required|At most/)).not.toBeInTheDocument();
  });

  it('uploads several images at once with previews and progress, then Save as Draft stores a draft and returns to the facility list', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let uploads = 0;
    let body: Record<string, unknown> | undefined;
    let auth: string | null = null;
    server.use(
      http.post(apiUrl('/api/uploads'), async ({ request }) => {
        auth = request.headers.get('authorization');
        uploads += 1;
        const n = uploads;
        await held;
        return HttpResponse.json({ data: { urls: [`/uploads/img-${n}.webp`] } }, { status: 201 });
      }),
      http.post(apiUrl('/api/my/programs'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: program({ id: 'n1', status: 'draft' }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderForm('facility', '/dashboard/facility/services/new');
    await user.type(screen.getByLabelText('Name'), 'Alpine Renewal');
    const input = await screen.findByLabelText('Images');
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    await user.upload(input, files);
    expect(screen.getByRole('img', { name: 'Preview 1: a.png' })).toHaveAttribute('src', 'blob:a.png');
    expect(screen.getByRole('img', { name: 'Preview 2: b.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading a.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading b.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(auth).toBe('Bearer t');
    expect(uploads).toBe(2);

    // Removing an image frees its object URL.
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:b.jpg');

    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/facility'));
    expect(body).toMatchObject({ name: 'Alpine Renewal', status: 'draft', images: ['/uploads/img-1.webp'] });
    expect(location().state).toMatchObject({ programTab: 'draft' });
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm('user', '/dashboard/user/services/new');
    await user.upload(await screen.findByLabelText('Images'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('notes.txt is not an image.')).toBeInTheDocument();
  });

  it('edits an owned program prefilled from the API, submits it for approval and returns to the user services list', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: program({ id: 'p9', name: 'Forest Bathing', status: 'draft', approved: false }) })),
      http.put(apiUrl('/api/my/programs/p9'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: program({ id: 'p9', status: 'pending' }) });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderForm('user', '/dashboard/user/services/edit/p9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Program' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Forest Bathing');
    expect(screen.getByLabelText('Category')).toHaveValue('yoga');
    expect(screen.getByLabelText('Detailed Description')).toHaveValue('Long text');
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/user/services'));
    expect(body).toMatchObject({ name: 'Forest Bathing', status: 'pending', category: 'yoga', images: ['/uploads/a.webp'], price: 3450 });
    // Back to the tab that lists a program waiting for review, with what happened.
    expect(location().state).toEqual({ programTab: 'pending', notice: 'Program p9 was submitted for approval. It is listed under Pending until an administrator reviews it.' });
  });

  it('deletes only after the confirmation, then returns to the role list; cancel keeps it', async () => {
    let deleted = false;
    server.use(
      http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: program({ id: 'p9', status: 'draft' }) })),
      http.delete(apiUrl('/api/my/programs/p9'), () => {
        deleted = true;
        return HttpResponse.json({ data: { id: 'p9', deleted: true } });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderForm('facility', '/dashboard/facility/services/edit/p9');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(DELETE_CONFIRMATION);
    expect(DELETE_CONFIRMATION).toBe('Are you sure you want to delete this program?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await user.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete')!);
    await waitFor(() => expect(location().pathname).toBe('/dashboard/facility'));
    expect(deleted).toBe(true);
  });

  it('a program with live bookings is not deleted: the dialog says why and offers to withdraw it, with a reason for the guests', async () => {
    let withdrawn: unknown = null;
    const message = WITHDRAW_MESSAGES.hasLiveBookings(2);
    server.use(
      http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: program({ id: 'p9', name: 'Busy Retreat', status: 'active', approved: true }) })),
      http.delete(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ error: { code: 'HAS_LIVE_BOOKINGS', message, details: { liveBookings: 2 } } }, { status: 409 })),
      http.post(apiUrl('/api/my/programs/p9/withdraw'), async ({ request }) => {
        withdrawn = await request.json();
        return HttpResponse.json({ data: { program: program({ id: 'p9', status: 'inactive', approved: true }), outcome: { declined: 1, canceled: 1, underWay: 0 } } });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderForm('facility', '/dashboard/facility/services/edit/p9');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(Array.from(screen.getByRole('dialog').querySelectorAll('button')).find((b) => b.textContent === 'Delete')!);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw program' });
    expect(dialog).toHaveTextContent(message);
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason for your guests (optional)'), 'We are closed for repairs.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw program' }));
    await waitFor(() => expect(location().pathname).toBe('/dashboard/facility'));
    expect(withdrawn).toEqual({ reason: 'We are closed for repairs.' });
    expect(location().state).toEqual({
      programTab: 'inactive',
      notice: 'Busy Retreat was withdrawn: it is no longer in the catalogue. 1 booking was canceled with a full refund and 1 request was declined; each guest was told by email.',
    });
  });

  it('shows the API message when the program is not the caller’s (404) with a way back', async () => {
    server.use(http.get(apiUrl('/api/my/programs/x1'), () => HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found.' } }, { status: 404 })));
    const user = userEvent.setup();
    const { location } = renderForm('user', '/dashboard/user/services/edit/x1');
    expect(await screen.findByText('Program not found.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(location().pathname).toBe('/dashboard/user/services');
  });
});
