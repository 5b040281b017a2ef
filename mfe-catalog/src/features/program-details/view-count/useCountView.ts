import { useEffect } from 'react';
import { baseApi } from '@wellness/shared/api';
import { useAppDispatch } from '@wellness/shared/contract';

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
 * count). Nothing comes back and nothing is kept here; a failure changes nothing for the visitor. Sent untracked rather
 * than through the mutation's hook: the page using this is the whole program, and the hook's state (its call, then
 * pending, then answered) rendered it twice more for an answer it never shows.
 */
export function useCountView(programId: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(api.endpoints.countView.initiate(programId, { track: false }));
  }, [dispatch, programId]);
}
