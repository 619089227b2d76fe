// The whole site as one ZIP (issue 14): `GET /api/admin/export` downloaded with its progress,
// `POST /api/admin/import` (multipart field `archive`) uploaded with its progress: XMLHttpRequest
// there (`postFile`), since only it reports how much of a request body has been sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, errorBody } from '../../../../lib/api';
import type { Imported } from '../../../../lib/api-schema';
import { toast } from '../../components/toast-store';
import { postFile } from '../../lib/post-file';
import { writeFailed } from '../../lib/resource';

/** What a transfer has moved so far: a percentage, or `null` while the size is unknown. */
export type Progress = number | null;

const EXPORT_FAILED = 'Failed to export. Please try again.';
const IMPORT_FAILED = 'Failed to import. Please try again.';

/** The name the server offers the export under (`Content-Disposition`), or a dated default. */
function offeredName(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1];
  return name ?? `folio-export-${new Date().toISOString().slice(0, 10)}.zip`;
}

/** Downloads the export, reporting its progress; answers the archive and its name. */
async function downloadExport(
  onProgress: (progress: Progress) => void,
): Promise<{ archive: Blob; name: string }> {
  let answer;
  try {
    answer = await api.GET('/admin/export', { parseAs: 'stream' });
  } catch {
    throw new ApiWriteError(EXPORT_FAILED, 0, null);
  }
  const { data: body, error, response } = answer;
  if (!response.ok || !body) {
    throw new ApiWriteError(EXPORT_FAILED, response.status, errorBody(error));
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  return { archive: new Blob(chunks, { type: 'application/zip' }), name: offeredName(response) };
}

/** Hands `archive` to the browser as a download named `name`. */
function save(archive: Blob, name: string) {
  const url = URL.createObjectURL(archive);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can then go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Uploads `archive` to the import, reporting its progress; answers what was restored. */
async function uploadArchive(
  archive: File,
  onProgress: (progress: Progress) => void,
): Promise<Imported> {
  const { status, body } = await postFile('/admin/import', 'archive', archive, { onProgress });
  if (status === 200 && body) return body as Imported;
  throw new ApiWriteError(IMPORT_FAILED, status, errorBody(body));
}

/** The server's reason for a refusal, or the fallback. */
const reason = (error: unknown, fallback: string) =>
  (error instanceof ApiWriteError && error.serverMessage) || fallback;

/** Exports the site and saves the ZIP; toasts how it went. */
export function useExport(onProgress: (progress: Progress) => void) {
  return useMutation({
    mutationFn: () => downloadExport(onProgress),
    onSuccess: ({ archive, name }) => {
      save(archive, name);
      toast('Success!', 'Export downloaded successfully.');
    },
    onError: (error) => writeFailed(error, 'Export Failed', reason(error, EXPORT_FAILED)),
  });
}

/** Imports an archive; on success every list and page is read again. Toasts how it went. */
export function useImport(onProgress: (progress: Progress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (archive: File) => uploadArchive(archive, onProgress),
    onSuccess: async () => {
      toast('Success!', 'Site imported successfully.');
      await queryClient.invalidateQueries();
    },
    onError: (error) => writeFailed(error, 'Import Failed', reason(error, IMPORT_FAILED)),
  });
}
