import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostCredential } from '@wellness/shared/host-tools';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { sessionOf } from '../../testing/fixtures';
import { CredentialsPage } from './CredentialsPage';

const refused: HostCredential = {
  id: 'c1', facilitatorName: 'Dr. Amara Singh', title: 'Licensed physician', issuingBody: 'FMH', validUntil: null, status: 'refused',
  reason: 'The name does not match.', documentType: 'pdf', createdAt: '2027-01-02T10:00:00.000Z', decidedAt: '2027-01-03T10:00:00.000Z',
};

describe('CredentialsPage', () => {
  startMockApi();

  it('lists the host’s credentials with their review state and the reason of a refusal, and sends a new one with its document', async () => {
    let list = [refused];
    let sent: FormData | null = null;
    server.use(
      http.get(apiUrl('/api/my/credentials'), () => HttpResponse.json({ data: list })),
      http.post(apiUrl('/api/my/credentials'), async ({ request }) => {
        sent = await request.formData();
        const added: HostCredential = { ...refused, id: 'c2', facilitatorName: String(sent.get('facilitatorName')), status: 'pending', reason: '', decidedAt: null };
        list = [added, ...list];
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
    );
    renderWithProviders(<CredentialsPage />, { route: '/dashboard/facility/credentials', preloadedState: sessionOf('facility') });
    const item = (await screen.findByRole('heading', { level: 3, name: 'Dr. Amara Singh' })).closest('li')!;
    expect(item).toHaveTextContent('Refused');
    expect(item).toHaveTextContent('Not verified: The name does not match.');

    await userEvent.type(screen.getByLabelText(/^Facilitator’s name/), 'Mika Tanaka');
    await userEvent.type(screen.getByLabelText(/^Licence or certification/), 'Registered Yoga Teacher (500 hours)');
    await userEvent.type(screen.getByLabelText(/^Issuing body/), 'Yoga Alliance');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Choose the licence or certificate: a photo, a scan or a PDF.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/^Document/), new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The credential of Mika Tanaka is sent: we will review it.')).toBeInTheDocument();
    expect(sent!.get('issuingBody')).toBe('Yoga Alliance');
    expect((sent!.get('document') as File).name).toBe('cert.pdf');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your credentials' })).getAllByRole('listitem')).toHaveLength(2));
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
