// The Case Studies tab's list calls (`/api/admin/case-studies`), with the typed client.
import { api } from '../../../../lib/api';
import type { CaseStudyBody } from '../../../../lib/api-schema';
import type { CollectionApi } from '../../lib/resource';

const byId = (id: number) => ({ params: { path: { id } } });

export const caseStudiesApi = {
  list: () => api.GET('/admin/case-studies'),
  create: (body: CaseStudyBody) => api.POST('/admin/case-studies', { body }),
  update: (id: number, body: CaseStudyBody) =>
    api.PUT('/admin/case-studies/{id}', { ...byId(id), body }),
  remove: (id: number) => api.DELETE('/admin/case-studies/{id}', byId(id)),
  reorder: (caseStudyIds: number[]) =>
    api.PATCH('/admin/case-studies/reorder', { body: { caseStudyIds } }),
} satisfies CollectionApi<unknown, CaseStudyBody>;
