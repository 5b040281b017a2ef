import { useEffect } from 'react';
import { baseApi } from '@wellness/shared/api';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/programs/:id/views: one view of the page (counted by the API once a visitor a day, without cookies). */
    countView: build.mutation<void, string>({
      query: (id) => ({ url: `/api/programs/${encodeURIComponent(id)}/views`, method: 'POST' }),
    }),
  }),
});

/**
 * Tells the API the program's page was seen, once it is shown in the browser (a server's render of the page does not
 * count). Nothing comes back and nothing is kept here; a failure changes nothing for the visitor.
 */
export function useCountView(programId: string) {
  const [count] = api.useCountViewMutation();
  useEffect(() => {
    void count(programId);
  }, [count, programId]);
}
