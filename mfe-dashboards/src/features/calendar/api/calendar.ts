import type { ApiSuccess } from '@wellness/shared/domain';
import type { CalendarBlock, CalendarFeed, CalendarSession, HostCalendar, IcsImportResult } from '@wellness/shared/host-tools';
import { dashboardsApi } from '../../../lib/api/tags';

/** The calendar's calls; every write refetches the calendar (and the programs' own session lists). */
const api = dashboardsApi.enhanceEndpoints({ addTagTypes: ['HostCalendar', 'CalendarFeeds'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/calendar?from=&to=: sessions, live bookings and blocked days of every program of the host. */
    hostCalendar: build.query<HostCalendar, { from: string; to: string }>({
      query: (range) => ({ url: '/api/my/calendar', params: range }),
      transformResponse: (response: ApiSuccess<HostCalendar>) => response.data,
      providesTags: ['HostCalendar'],
    }),
    addSession: build.mutation<CalendarSession, { programId: string; startDate: string; nights: number; places: number }>({
      query: (body) => ({ url: '/api/my/calendar/sessions', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<CalendarSession>) => response.data,
      invalidatesTags: ['HostCalendar', 'ProgramSessions', 'MyPrograms'],
    }),
    changeSession: build.mutation<CalendarSession, { id: string; startDate?: string; nights?: number; places?: number; closed?: boolean }>({
      query: ({ id, ...body }) => ({ url: `/api/my/calendar/sessions/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      transformResponse: (response: ApiSuccess<CalendarSession>) => response.data,
      invalidatesTags: ['HostCalendar', 'ProgramSessions', 'MyPrograms'],
    }),
    removeSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/my/calendar/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['HostCalendar', 'ProgramSessions', 'MyPrograms'],
    }),
    addBlock: build.mutation<{ block: CalendarBlock; sessionsStopped: number; sessionsWithGuests: number }, { programId: string | null; startDate: string; endDate: string; reason: string }>({
      query: (body) => ({ url: '/api/my/calendar/blocks', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ block: CalendarBlock; sessionsStopped: number; sessionsWithGuests: number }>) => response.data,
      invalidatesTags: ['HostCalendar'],
    }),
    removeBlock: build.mutation<void, string>({
      query: (id) => ({ url: `/api/my/calendar/blocks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['HostCalendar'],
    }),
    calendarFeeds: build.query<CalendarFeed[], void>({
      query: () => '/api/my/calendar/feeds',
      transformResponse: (response: ApiSuccess<CalendarFeed[]>) => response.data,
      providesTags: ['CalendarFeeds'],
    }),
    makeFeed: build.mutation<CalendarFeed, { programId: string | null }>({
      query: (body) => ({ url: '/api/my/calendar/feeds', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<CalendarFeed>) => response.data,
      invalidatesTags: ['CalendarFeeds'],
    }),
    removeFeed: build.mutation<void, string>({
      query: (id) => ({ url: `/api/my/calendar/feeds/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['CalendarFeeds'],
    }),
    importIcs: build.mutation<IcsImportResult & { sessionsStopped: number }, { name: string; programId: string | null; ics: string }>({
      query: (body) => ({ url: '/api/my/calendar/import', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<IcsImportResult & { sessionsStopped: number }>) => response.data,
      invalidatesTags: ['HostCalendar'],
    }),
  }),
});

export const {
  useHostCalendarQuery, useAddSessionMutation, useChangeSessionMutation, useRemoveSessionMutation, useAddBlockMutation, useRemoveBlockMutation,
  useCalendarFeedsQuery, useMakeFeedMutation, useRemoveFeedMutation, useImportIcsMutation,
} = api;
