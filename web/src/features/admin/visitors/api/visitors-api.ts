// The Visitors tab's reads (issue 44): `GET /api/admin/visits?days=` and its CSV.
import { queryOptions } from '@tanstack/react-query';
import { api, read } from '../../../../lib/api';

/** The spans the tab offers. */
export const SPANS = [7, 30, 365] as const;
export type Span = (typeof SPANS)[number];

/** The statistics of the last `days` days, read again each time the tab shows. */
export const visitsQuery = (days: Span) =>
  queryOptions({
    queryKey: ['admin', 'visits', days],
    queryFn: () =>
      read(api.GET('/admin/visits', { params: { query: { days } } }), 'Failed to fetch visitors'),
    staleTime: 0,
  });

/** The CSV export's address for `days`: a plain link, which the session cookie goes with. */
export const csvHref = (days: Span) => `/api/admin/visits/csv?days=${days}`;
