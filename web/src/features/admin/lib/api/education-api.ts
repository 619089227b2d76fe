// The Education tab's calls (`/api/admin/education`), with the typed client.
import { api } from '../../../../lib/api';
import type { EducationBody } from '../../../../lib/api-schema';
import type { CollectionApi } from '../resource';

const byId = (id: number) => ({ params: { path: { id } } });

export const educationApi = {
  list: () => api.GET('/admin/education'),
  create: (body: EducationBody) => api.POST('/admin/education', { body }),
  update: (id: number, body: EducationBody) => api.PUT('/admin/education/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/admin/education/{id}', byId(id)),
  reorder: (educationIds: number[]) => api.PATCH('/admin/education/reorder', { body: { educationIds } }),
} satisfies CollectionApi<unknown, EducationBody>;
