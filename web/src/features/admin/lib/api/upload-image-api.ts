// Image uploads: files go to `POST /api/upload-image` (multipart field `image`, sent with its
// progress by `postFile`), addresses the editor was given to `POST /api/upload-image-by-url`
// (JSON `{url}`). Both answer the Editor.js image tool's shape, `{success, file: {url}}`.
import { api, errorBody } from '../../../../lib/api';
import type { UploadAnswer } from '../../../../lib/api-schema';
import { postFile } from '../post-file';

/**
 * A refused or broken upload: `status` 0 when no answer arrived, `serverMessage` when the server
 * said why, `aborted` when the owner closed the dialog meanwhile.
 */
export class UploadError extends Error {
  readonly status: number;
  readonly serverMessage?: string;
  readonly aborted: boolean;

  constructor(status: number, serverMessage?: string, aborted = false) {
    super(serverMessage ?? (status === 0 ? 'No answer from the server.' : `HTTP ${status}`));
    this.name = 'UploadError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.aborted = aborted;
  }
}

/** The served URL of a successful answer; otherwise the refusal as an `UploadError`. */
function servedUrl(status: number, answer: UploadAnswer | null): string {
  const url = answer?.file?.url;
  if (status >= 200 && status < 300 && answer?.success === 1 && url) return url;
  throw new UploadError(status, answer?.message);
}

/**
 * Uploads `file`; answers the served URL (`/uploads/…`), reporting upload progress (0–100 to
 * `onProgress`) for the progress bar.
 */
export async function uploadImage(
  file: Blob,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  let answer;
  try {
    answer = await postFile('/upload-image', 'image', file, {
      onProgress: (percent) => {
        if (percent !== null) onProgress?.(percent);
      },
      signal,
    });
  } catch {
    throw new UploadError(0, undefined, true);
  }
  return servedUrl(answer.status, answer.body as UploadAnswer | null);
}

/** Has the server fetch and store the image at `url`; answers the served URL. */
export async function uploadImageByUrl(url: string): Promise<string> {
  let answer;
  try {
    answer = await api.POST('/upload-image-by-url', { body: { url } });
  } catch {
    throw new UploadError(0);
  }
  const { data, error, response } = answer;
  // A refusal's body is the same answer with `success: 0` (or, for 401, the error shape).
  return servedUrl(response.status, (data ?? errorBody(error)) as UploadAnswer | null);
}
