import type { ApiSuccess, LedgerView, Statement, StatementLine } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export type { LedgerView, Statement, StatementLine };

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    statement: build.query<Statement, string>({
      query: (month) => ({ url: '/api/my/statement', params: { month } }),
      transformResponse: (response: ApiSuccess<Statement>) => response.data,
    }),
    /** The same statement as CSV, for the download (it needs the bearer token a plain link would not send). */
    statementCsv: build.query<string, string>({
      query: (month) => ({ url: '/api/my/statement', params: { month, format: 'csv' }, responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    ledger: build.query<LedgerView, void>({
      query: () => '/api/admin/ledger',
      transformResponse: (response: ApiSuccess<LedgerView>) => response.data,
    }),
  }),
});

export const { useStatementQuery, useLazyStatementCsvQuery, useLedgerQuery } = api;
