import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from '../components/toast-store';
import { mayUpload, UploadError, uploadFailed, uploadImage } from '../case-studies/upload-image';

interface PhotoFieldProps {
  input: UseFormRegisterReturn<'photo'>;
  /** The photo's address the form holds now, for the preview. */
  value: string;
  onUploaded: (url: string) => void;
  error?: string;
}

/** The profile's photo: an image uploaded (checked by folio-core first) or an address typed. */
export function PhotoField({ input, value, onUploaded, error }: PhotoFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !mayUpload(file)) return;
    const controller = new AbortController();
    pending.current = controller;
    setUploading(true);
    try {
      onUploaded(await uploadImage(file, undefined, controller.signal));
      toast('Success!', 'Image uploaded successfully.');
    } catch (failure) {
      if (failure instanceof UploadError && failure.aborted) return;
      uploadFailed(failure);
    } finally {
      if (pending.current === controller) pending.current = null;
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  const src = value.trim();
  // Only an upload or an http(s) address is loaded for the preview.
  const previewable = /^(\/uploads\/|https?:\/\/)/i.test(src);
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Photo
      </label>
      <div className="photo-row">
        {previewable && brokenSrc !== src ? (
          <img className="photo-preview" src={src} alt="Photo preview" onError={() => setBrokenSrc(src)} />
        ) : (
          <span className="photo-preview photo-preview--empty" aria-hidden="true" />
        )}
        <input id={id} className="input" type="text" inputMode="url"
          placeholder="https://example.com/me.jpg" aria-invalid={error ? true : undefined}
          aria-describedby={describedBy} {...input} />
        <button type="button" className="button" onClick={() => fileInput.current?.click()}
          disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </button>
        <input ref={fileInput} type="file" accept="image/*" hidden aria-label="Photo file"
          onChange={(event) => void upload(event)} />
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        A square photo works best. It is also the image shown when your portfolio is shared;
        without one, a card with your name is.
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
