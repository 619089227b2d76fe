// Image uploads from the admin, shared by the featured image field, the profile's photo and the
// editor's image tool (the calls are in `api/upload-image-api.ts`). Every place checks a file with
// folio-core first and reports a refusal with the same toasts.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { checkUpload } from '../../../lib/core';
import { failureToast, toast } from '../components/toast-store';
import { writeFailed } from './resource';
import { UploadError, uploadImage } from './api/upload-image-api';

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
