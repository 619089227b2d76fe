// Sends one file as a multipart form with its upload progress: the image uploads and the
// import of an archive. XMLHttpRequest rather than fetch, because only it reports how much of a
// request body has been sent.

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
 * Posts `file` as the form field `field` to `path` with the session cookie, and settles with the
 * answer whatever its status (status 0 when the network failed); rejects only when aborted.
 */
export function postFile(
  path: string,
  field: string,
  file: Blob,
  { onProgress, signal }: PostFileOptions = {},
): Promise<PostedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
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
