import type { ApiSuccess, LedgerView, ManualRefund, Statement, StatementLine } from '@wellness/shared/domain';
import type { ManualRefundRequest } from '@wellness/shared/schemas';
import { dashboardsApi } from '../../../lib/api/tags';

export type { LedgerView, ManualRefund, Statement, StatementLine };

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
      providesTags: ['Ledger'],
    }),
    /** POST /api/admin/refunds: a refund by hand; the key makes a repeated click one refund. */
    refundByHand: build.mutation<ManualRefund, { body: ManualRefundRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: '/api/admin/refunds', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      transformResponse: (response: ApiSuccess<ManualRefund>) => response.data,
      invalidatesTags: ['Ledger'],
    }),
  }),
});

export const { useStatementQuery, useLazyStatementCsvQuery, useLedgerQuery, useRefundByHandMutation } = api;
