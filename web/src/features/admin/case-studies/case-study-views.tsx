import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, read } from '../../../lib/api';

/** Every case study's views (issue 44), one read for the whole list. */
const caseStudyViewsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'visits', 'case-studies'],
    queryFn: () =>
      read(api.GET('/admin/visits/case-studies'), 'Failed to fetch the views'),
    select: (rows) => new Map(rows.map((row) => [row.id, row.views])),
  });

/** "N views" of case study `id` over the statistics kept; nothing while they load or fail. */
export function CaseStudyViews({ id }: { id: number }) {
  const views = useQuery(caseStudyViewsQuery());
  if (!views.data) return null;
  const count = views.data.get(id) ?? 0;
  return (
    <p className="admin-card-meta cs-card-views">
      {count} {count === 1 ? 'view' : 'views'}
    </p>
  );
}
