// The JSON Resume import (`POST /api/admin/resume-import`, issue 14 item 4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, write } from '../../../../lib/api';
import type { ResumeImportRequest } from '../../../../lib/api-schema';
import { toast } from '../../components/toast-store';
import { useRefreshPublic, writeFailed } from '../../lib/resource';

const FALLBACK = 'Failed to import résumé. Please try again.';

/** The import: sends the document, then refreshes every admin list and public read. */
export function useImportResume() {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  return useMutation({
    mutationFn: (request: ResumeImportRequest) =>
      write(api.POST('/admin/resume-import', { body: request }), FALLBACK),
    onSuccess: async (answer) => {
      toast('Success!', answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        refreshPublic(),
      ]);
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Import Failed', message || FALLBACK);
    },
  });
}
