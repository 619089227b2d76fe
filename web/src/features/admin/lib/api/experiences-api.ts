// The Experiences tab's calls (`/api/admin/experiences`), with the typed client.
import { api } from '../../../../lib/api';
import type { ExperienceBody } from '../../../../lib/api-schema';
import type { CollectionApi } from '../resource';

const byId = (id: number) => ({ params: { path: { id } } });

export const experiencesApi = {
  list: () => api.GET('/admin/experiences'),
  create: (body: ExperienceBody) => api.POST('/admin/experiences', { body }),
  update: (id: number, body: ExperienceBody) =>
    api.PUT('/admin/experiences/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/admin/experiences/{id}', byId(id)),
  reorder: (experienceIds: number[]) =>
    api.PATCH('/admin/experiences/reorder', { body: { experienceIds } }),
  /** Issue 23: every experience back at sortOrder 0, listed by its dates. */
  sortByDate: () => api.POST('/admin/experiences/sort-by-date'),
} satisfies CollectionApi<unknown, ExperienceBody> & { sortByDate: unknown };
