import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useImageUpload } from '../lib/upload-image';
import { LoadFailed, Loading } from '../components/query-states';
import { faviconQuery, useChangeFavicon } from './api/favicon-api';
import './favicon-section.css';

/**
 * The site's favicon (issue 40 point 11): the icon browsers show in tabs and bookmarks. The owner
 * uploads an image for it; without one it is drawn from the photo, or else the initials.
 */
export function FaviconSection() {
  const favicon = useQuery(faviconQuery());
  const change = useChangeFavicon();
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload((url) => change.mutate(url));
  const busy = uploading || change.isPending;
  const own = Boolean(favicon.data?.url);
  return (
    <section className="admin-card favicon-card" aria-labelledby="favicon-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="favicon-heading">
          Favicon
        </h2>
        {favicon.isPending ? (
          <Loading text="Loading favicon..." />
        ) : favicon.error ? (
          <LoadFailed error={favicon.error} retry={() => void favicon.refetch()} />
        ) : (
          <div className="favicon-row">
            {/* A new address for each choice, so the preview loads the new icon. */}
            <img
              className="favicon-preview"
              src={`/favicon.ico?v=${encodeURIComponent(favicon.data.url ?? 'default')}`}
              width={32}
              height={32}
              alt="Current favicon"
            />
            <p className="field-hint favicon-hint">
              {own
                ? 'Your image, shown in browser tabs and bookmarks.'
                : 'Drawn from your photo, or your initials without one. Upload a square image to use your own.'}
            </p>
            <div className="favicon-actions">
              <button type="button" className="button" disabled={busy}
                onClick={() => fileInput.current?.click()}>
                {uploading ? 'Uploading...' : 'Upload favicon'}
              </button>
              {own && (
                <button type="button" className="button button--ghost" disabled={busy}
                  onClick={() => change.mutate(null)}>
                  Use photo or initials
                </button>
              )}
              <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden
                aria-label="Favicon file" onChange={(event) => void upload(event)} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
