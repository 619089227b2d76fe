// Sends one file as a multipart form with its upload progress: the image uploads and the
// import of an archive. XMLHttpRequest rather than fetch, because only it reports how much of a
// request body has been sent; the path is still one of the API document's.
import type { paths } from '../../../lib/api-schema';

/** The multipart form a path's POST takes, if it takes one. */
type Multipart<Path extends keyof paths> = paths[Path]['post'] extends {
  requestBody: { content: { 'multipart/form-data': infer Form } };
}
  ? Form
  : never;

/** The API's paths that take a multipart upload. */
type UploadPath = { [Path in keyof paths]: Multipart<Path> extends never ? never : Path }[keyof paths];

/** What the server answered: its status (0 when no answer arrived) and its JSON body, if any. */
export interface PostedFile {
  status: number;
  body: unknown;
}

interface PostFileOptions {
  /** How much is sent, 0–100, or `null` while the size is unknown. */
  onProgress?: (percent: number | null) => void;
  /** Aborting it abandons the request; the promise then rejects. */
  signal?: AbortSignal;
}

/**
 * Posts `file` as the form field `field` to the API's `path` (under `/api`) with the session
 * cookie, and settles with the answer whatever its status (status 0 when the network failed);
 * rejects only when aborted.
 */
export function postFile<Path extends UploadPath>(
  path: Path,
  field: keyof Multipart<Path> & string,
  file: Blob,
  { onProgress, signal }: PostFileOptions = {},
): Promise<PostedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      onProgress?.(event.lengthComputable ? Math.round((event.loaded / event.total) * 100) : null);
    });
    request.addEventListener('load', () =>
      resolve({ status: request.status, body: request.response as unknown }),
    );
    request.addEventListener('error', () => resolve({ status: 0, body: null }));
    request.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
}
