// Image uploads from the admin, shared by the featured image field and the editor's image tool:
// files go to `POST /api/upload-image` (multipart field `image`), addresses the editor was given
// to `POST /api/upload-image-by-url` (JSON `{url}`). Both places check a file with folio-core
// first and report a refusal with the same toasts.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { UploadAnswer } from '../../../lib/api-schema';
import { checkUpload } from '../../../lib/core';
import { failureToast, toast } from '../components/toast-store';
import { postFile } from '../lib/post-file';
import { writeFailed } from '../lib/resource';

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

/**
 * Spec §5: folio-core decides whether `file` may be sent (size, then type). When it may not, the
 * owner sees its toast ('File Too Large', 'Invalid File Type') and nothing is sent.
 */
export function mayUpload(file: Blob): boolean {
  const check = checkUpload({ size: file.size, mimeType: file.type });
  if (!check.ok) failureToast(check.title ?? 'Upload Failed', check.description);
  return check.ok;
}

/**
 * Reports a failed upload. The session having ended gets the admin's 'Session Expired' toast
 * (the owner signs in elsewhere and keeps what they typed); a refusal shows the server's own
 * reason, since only it has read the bytes (not an image, unreadable, an address it would not
 * fetch); with no reason given (no answer at all), spec §8's upload failure.
 */
export function uploadFailed(failure: unknown) {
  const reason = failure instanceof UploadError ? failure.serverMessage : undefined;
  writeFailed(failure, 'Upload Failed', reason || 'Failed to upload image. Please try again.');
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
    answer = await postFile('/api/upload-image', 'image', file, {
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

/**
 * A form field's upload of the image file picked in its file input: `upload` is the input's
 * `change` handler, `progress` the percent sent while it runs (`null` otherwise). The answer's
 * URL goes to `onUploaded` with the spec's success toast; a failure says why. Closing the form
 * mid-upload abandons the upload.
 */
export function useImageUpload(onUploaded: (url: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must fire `change` again.
    event.target.value = '';
    if (!file || !mayUpload(file)) return;
    const controller = new AbortController();
    pending.current = controller;
    setProgress(0);
    try {
      onUploaded(await uploadImage(file, setProgress, controller.signal));
      toast('Success!', 'Image uploaded successfully.');
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) return;
      uploadFailed(failure);
    } finally {
      if (pending.current === controller) pending.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };
  return { progress, uploading: progress !== null, upload };
}

/** Has the server fetch and store the image at `url`; answers the served URL. */
export async function uploadImageByUrl(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/upload-image-by-url', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
    });
  } catch {
    throw new UploadError(0);
  }
  const answer = (await response.json().catch(() => null)) as UploadAnswer | null;
  return servedUrl(response.status, answer);
}
