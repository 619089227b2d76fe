// A saved case study's share links (`/api/admin/case-studies/{id}/preview-links`): made for a
// reviewer, working 7 days without signing in, revoked in one click.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import { failureToast, toast } from '../../components/toast-store';

const FAILED = 'Failed to update the share links. Please try again.';

/** The case study's share links, and the calls that make and revoke one. */
export function useShareLinks(caseStudyId: number) {
  const key = ['admin', 'case-studies', caseStudyId, 'preview-links'];
  const ofCaseStudy = { params: { path: { id: caseStudyId } } };
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: key,
    queryFn: () =>
      read(
        api.GET('/admin/case-studies/{id}/preview-links', ofCaseStudy),
        'Failed to fetch the share links',
      ),
  });
  const failed = (error: Error) =>
    failureToast('Error', (error instanceof ApiWriteError && error.serverMessage) || FAILED);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  // Issue 25: a link shows the page in `language`, one of the site's other languages, or else
  // in the default.
  const create = useMutation({
    mutationFn: (language?: string) =>
      write(
        api.POST('/admin/case-studies/{id}/preview-links', {
          params: { path: { id: caseStudyId }, query: language ? { lang: language } : {} },
        }),
        FAILED,
      ),
    onSuccess: () => refresh(),
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (link: number) =>
      write(
        api.DELETE('/admin/case-studies/{id}/preview-links/{link}', {
          params: { path: { id: caseStudyId, link } },
        }),
        FAILED,
      ),
    onSuccess: () => {
      toast('Link revoked', 'It no longer opens the preview.');
      return refresh();
    },
    onError: failed,
  });
  return { links, create, revoke };
}
