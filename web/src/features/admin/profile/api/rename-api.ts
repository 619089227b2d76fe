// Renaming a tool or an industry everywhere at once (`POST /api/admin/{kind}/rename`, issue 23).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, write } from '../../../../lib/api';
import type { RenameBody } from '../../../../lib/api-schema';
import { toast } from '../../components/toast-store';
import { useRefreshPublic, writeFailed } from '../../lib/resource';

/** What is renamed: `tools` or `industries`. */
export type RenameKind = 'tools' | 'industries';

const call = (kind: RenameKind, body: RenameBody) =>
  kind === 'tools'
    ? api.POST('/admin/tools/rename', { body })
    : api.POST('/admin/industries/rename', { body });

/**
 * Renames a tool or an industry in every experience and in its order list; says how many
 * experiences changed, then refreshes them and the public reads. A refusal with a reason goes to
 * `onRefused` (the dialog shows it under its field); any other failure is a toast.
 */
export function useRename(
  kind: RenameKind,
  { onRenamed, onRefused }: { onRenamed: () => void; onRefused: (message: string) => void },
) {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  const noun = kind === 'tools' ? 'tool' : 'industry';
  return useMutation({
    mutationFn: (body: RenameBody) => write(call(kind, body), `Failed to rename the ${noun}`),
    onSuccess: async ({ experiences }, body) => {
      const count = experiences === 1 ? '1 experience' : `${experiences} experiences`;
      toast('Success!', `‘${body.from ?? ''}’ is now ‘${(body.to ?? '').trim()}’ (${count} changed).`);
      onRenamed();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'experiences'] }),
        refreshPublic(),
      ]);
    },
    onError: (failure) => {
      const message =
        failure instanceof ApiWriteError
          ? (failure.fields[0]?.message ?? failure.serverMessage)
          : undefined;
      if (message) onRefused(message);
      else writeFailed(failure, 'Error', `Failed to rename the ${noun}. Please try again.`);
    },
  });
}
