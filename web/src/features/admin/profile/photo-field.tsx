import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { validateCaseStudy } from '../../../lib/core';
import { useImageUpload } from '../lib/upload-image';

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
  const { uploading, upload } = useImageUpload(onUploaded);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  const src = value.trim();
  // Only an address folio-core accepts as an image's (an upload or http(s)) is loaded.
  const previewable =
    src !== '' &&
    !validateCaseStudy({ featuredImage: src }).errors?.some((e) => e.field === 'featuredImage');
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
