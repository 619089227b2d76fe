import { queryOptions } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/** The public profile (spec §7 `GET /api/profile`), which the Profile tab shows and edits and
 * other tabs read. Optional fields are absent when empty. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => read(api.GET('/profile'), 'Failed to fetch profile'),
  });

/** The dashboard's setup checklist (`GET /api/admin/setup-checklist`), asked again whenever the
 * dashboard shows, so a step done in any tab is ticked. Under 'public': every write refreshes the
 * public reads (`lib/resource.ts`), and with them this. */
export const setupChecklistQuery = () =>
  queryOptions({
    queryKey: ['public', 'setup-checklist'],
    queryFn: () =>
      read(api.GET('/admin/setup-checklist'), 'Failed to fetch the setup checklist'),
    staleTime: 0,
  });
