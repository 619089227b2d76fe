import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { validateCaseStudy } from '../../../lib/core';
import { useImageUpload } from '../lib/upload-image';

interface FeaturedImageFieldProps {
  /** The URL input, registered with the form. */
  input: UseFormRegisterReturn<'featuredImage'>;
  /** The URL the form holds now, for the preview. */
  value: string;
  /** Puts an uploaded image's URL into the form. */
  onUploaded: (url: string) => void;
  error?: string;
}

/**
 * Spec §2/§5 Featured Image: a URL typed in, or a file uploaded with a progress bar, and a
 * preview. folio-core checks a file's size and type before anything is sent.
 */
export function FeaturedImageField({ input, value, onUploaded, error }: FeaturedImageFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { progress, uploading, upload } = useImageUpload(onUploaded);
  // The preview that failed to load, so a broken URL says so instead of showing a broken image.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = value.trim();
  // Only an address folio-core accepts is loaded for the preview (never `javascript:` or `data:`).
  const previewable =
    src !== '' &&
    !validateCaseStudy({ featuredImage: src }).errors?.some((e) => e.field === 'featuredImage');
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Featured Image
      </label>
      <div className="cs-image-row">
        <input
          id={id}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://example.com/image.png"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
        >
          {uploading ? 'Uploading...' : 'Upload'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label="Featured image file"
          onChange={(event) => void upload(event)}
        />
      </div>
      <p className="field-hint" id={`${id}-hint`}>
        Paste an image address, or upload an image of at most 5 MB.
      </p>
      {uploading && (
        <progress
          className="cs-progress"
          max={100}
          value={progress ?? 0}
          aria-label="Uploading the featured image"
        />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {previewable &&
        (brokenSrc === src ? (
          <p className="cs-image-missing">The image at this address could not be shown.</p>
        ) : (
          <img
            className="cs-image-preview"
            src={src}
            alt="Featured image preview"
            onError={() => setBrokenSrc(src)}
          />
        ))}
    </div>
  );
}
