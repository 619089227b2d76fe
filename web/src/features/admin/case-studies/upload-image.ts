// The featured image upload: `POST /api/upload-image` (multipart field `image`). XMLHttpRequest
// rather than fetch, because only it reports upload progress for the progress bar.

/** The server's answer: `{success: 1, file: {url}}` or `{success: 0, code, message}`. */
interface UploadAnswer {
  success?: number;
  file?: { url?: string };
  code?: string;
  message?: string;
}

/** A refused or broken upload; `aborted` when the owner closed the dialog meanwhile. */
export class UploadError extends Error {
  readonly status: number;
  readonly aborted: boolean;

  constructor(status: number, message: string, aborted = false) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.aborted = aborted;
  }
}

/** Uploads `file`; answers the served URL (`/uploads/…`). `onProgress` gets 0–100. */
export function uploadImage(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload-image');
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const answer = request.response as UploadAnswer | null;
      const url = answer?.file?.url;
      if (request.status >= 200 && request.status < 300 && answer?.success === 1 && url) {
        resolve(url);
        return;
      }
      reject(new UploadError(request.status, answer?.message ?? 'The upload failed.'));
    });
    request.addEventListener('error', () => reject(new UploadError(0, 'The network failed.')));
    request.addEventListener('abort', () => reject(new UploadError(0, 'Aborted.', true)));
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append('image', file);
    request.send(body);
  });
}
