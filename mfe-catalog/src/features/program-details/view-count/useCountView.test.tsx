import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { useCountView } from './useCountView';

describe('useCountView', () => {
  startMockApi();

  it('counts one view of the program, and its call does not render the page again', async () => {
    const counted: string[] = [];
    server.use(http.post(apiUrl('/api/programs/:id/views'), ({ params }) => (counted.push(String(params.id)), new HttpResponse(null, { status: 204 }))));
    let renders = 0;
    function Page() {
      renders++;
      useCountView('prog 1');
      return <p>program</p>;
    }
    const { store } = renderWithProviders(<Page />);
    await waitFor(() => expect(counted).toEqual(['prog 1']));
    // Once answered, nothing of the call is kept, and the page rendered once: the call changed nothing it shows.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().api?.mutations).toEqual({});
    expect(renders).toBe(1);
  });
});
