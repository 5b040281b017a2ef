import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, TeamMember } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/content/team: founder, operations and a guest testimonial (the home page's Our Global Expertise). */
    marketingTeam: build.query<TeamMember[], void>({
      query: () => ({ url: '/api/content/team', timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<TeamMember[]>) => response.data,
      transformErrorResponse: logFailure('the team'),
    }),
  }),
});

export const { useMarketingTeamQuery } = teamApi;

export function useTeam() {
  return useWithFallback(useMarketingTeamQuery(undefined, { selectFromResult: fallbackFields }), (data) => data.team);
}
