import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api, read } from '../../../lib/api';
import { validateCaseStudy } from '../../../lib/core';

interface SharePreviewProps {
  title: string;
  description: string;
  /** The featured image's address, as typed or uploaded. */
  image: string;
}

/** How long typing rests before the preview follows it. */
const PAUSE_MS = 400;

/** `value`, once it has stopped changing for the pause. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Issue 40 point 10: how the case study's page looks when a link to it is shared (chats, social
 * posts): the site's host, the page's title and description as its head says them (the server
 * words them, `/api/admin/share-preview`), and its image: the featured image cropped to the
 * card's shape as the server crops it, or else the card drawn with the title.
 */
export function SharePreview({ title, description, image }: SharePreviewProps) {
  const headingId = useId();
  const settledTitle = useSettled(title.trim());
  const settledDescription = useSettled(description);
  const preview = useQuery({
    queryKey: ['admin', 'share-preview', settledTitle, settledDescription],
    queryFn: () =>
      read(
        api.GET('/admin/share-preview', {
          params: { query: { title: settledTitle, description: settledDescription } },
        }),
        'Failed to preview the shared page',
      ),
    placeholderData: keepPreviousData,
  });
  const src = image.trim();
  // Only an address folio-core accepts as an image's is loaded (as the featured image field does).
  const ownImage =
    src !== '' && !validateCaseStudy({ featuredImage: src }).errors?.some((e) => e.field === 'featuredImage');
  const card = `/api/admin/share-card?title=${encodeURIComponent(settledTitle)}`;
  return (
    <section className="field share-preview" aria-labelledby={headingId}>
      <h3 className="field-label" id={headingId}>
        When shared
      </h3>
      <p className="field-hint">How a link to this page shows in chats and social posts.</p>
      <figure className="share-card" data-testid="share-card">
        <img className="share-card-image" src={ownImage ? src : card} alt="" width={1200} height={630} />
        <figcaption className="share-card-text">
          <span className="share-card-host">{preview.data?.host ?? ''}</span>
          <strong className="share-card-title">{preview.data?.title ?? settledTitle}</strong>
          {preview.data?.description && (
            <span className="share-card-description">{preview.data.description}</span>
          )}
        </figcaption>
      </figure>
    </section>
  );
}
