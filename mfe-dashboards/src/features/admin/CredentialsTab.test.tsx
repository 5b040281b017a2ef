import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCredential } from '@wellness/shared/host-tools';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { sessionOf } from '../../testing/fixtures';
import { CredentialsTab } from './CredentialsTab';

const waiting: AdminCredential = {
  id: 'c1', facilitatorName: 'Dr. Amara Singh', title: 'Licensed physician', issuingBody: 'FMH', validUntil: null, status: 'pending', reason: '', documentType: 'pdf',
  createdAt: '2027-01-02T10:00:00.000Z', decidedAt: null, host: { id: 'u1', name: 'Hana Owens', email: 'hana@example.test' }, providerName: 'Lake House',
};

describe('CredentialsTab', () => {
  startMockApi();

  it('verifies a credential, and refuses one only with a reason', async () => {
    const decisions: { url: string; body: unknown }[] = [];
    server.use(
      http.get(apiUrl('/api/admin/credentials'), () => HttpResponse.json({ data: [waiting, { ...waiting, id: 'c2', facilitatorName: 'Mika Tanaka' }] })),
      http.post(apiUrl('/api/admin/credentials/:id/:decision'), async ({ request, params }) => {
        decisions.push({ url: `${params.id}/${params.decision}`, body: params.decision === 'refuse' ? await request.json() : null });
        return HttpResponse.json({ data: { ...waiting, status: params.decision === 'verify' ? 'verified' : 'refused' } });
      }),
    );
    renderWithProviders(<CredentialsTab q="" />, { route: '/dashboard/admin?tab=credentials', preloadedState: sessionOf('admin') });
    const table = await screen.findByRole('table', { name: 'Credentials sent by hosts' });
    expect(within(table).getByRole('row', { name: /Dr. Amara Singh/ })).toHaveTextContent('Lake House');
    await userEvent.click(within(table).getByRole('button', { name: 'Verify the credential of Dr. Amara Singh' }));
    expect(await screen.findByText('Verified: Dr. Amara Singh, Licensed physician.')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Refuse the credential of Mika Tanaka' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse this credential?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse credential' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Expired in 2024.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse credential' }));
    expect(await screen.findByText('Refused: Mika Tanaka, Licensed physician. The host reads your reason.')).toBeInTheDocument();
    expect(decisions).toEqual([{ url: 'c1/verify', body: null }, { url: 'c2/refuse', body: { reason: 'Expired in 2024.' } }]);
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
