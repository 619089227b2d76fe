import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { CaseStudy } from '../../../lib/api-schema';
import { formatLocaleDay } from '../../../lib/format-date';
import { ClampedText } from '../components/clamped-text';
import { ExternalIcon } from '../components/icons';
import { ItemActions } from '../components/item-actions';
import { CaseStudyViews } from './case-study-views';

interface CaseStudyCardProps {
  caseStudy: CaseStudy;
  /** The drag handle that moves it in the list's order. */
  handle: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One case study in the admin list (spec §2). The title is the card's own button and stretches
 * over the whole card, so a click anywhere opens the editor and the keyboard reaches it like any
 * button; the action buttons sit above it, so they never open the editor too.
 */
export function CaseStudyCard({ caseStudy, handle, onEdit, onDelete }: CaseStudyCardProps) {
  const { title, slug, description, tags, isPublished, isFeatured } = caseStudy;
  const shown = formatLocaleDay(caseStudy.date);
  return (
    <article className="admin-card cs-card">
      {handle}
      <div className="admin-card-body">
        <div className="cs-card-head">
          <h3 className="admin-card-title cs-card-title">
            <button type="button" className="cs-card-open" onClick={onEdit}>
              {title}
            </button>
          </h3>
          <div className="badge-row">
            {isPublished ? <Badge tone="accent">Published</Badge> : <Badge>Draft</Badge>}
            {isFeatured && <Badge tone="featured">Featured</Badge>}
          </div>
        </div>
        <ClampedText className="cs-card-description" text={description} lines={3} />
        <p className="admin-card-meta cs-card-slug">Slug: /{slug}</p>
        <CaseStudyViews id={caseStudy.id} />
        {shown && (
          <p className="admin-card-meta">
            <time dateTime={caseStudy.date}>{shown}</time>
          </p>
        )}
        {tags.length > 0 && (
          <ul className="badge-list cs-card-tags" aria-label={`Tags of ${title}`}>
            {tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="admin-card-actions cs-card-actions">
        {isPublished ? (
          <a
            className="icon-button"
            href={`/case-studies/${encodeURIComponent(slug)}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open the public page of ${title} in a new tab`}
            title="Open public page"
          >
            <ExternalIcon />
          </a>
        ) : (
          // Issue 14: a draft's page, as visitors will see it once published; only the owner can.
          <a
            className="icon-button"
            href={`/preview/case-studies/${caseStudy.id}`}
            target="_blank"
            rel="noopener"
            aria-label={`Preview ${title} in a new tab`}
            title="Preview"
          >
            <ExternalIcon />
          </a>
        )}
        <ItemActions label={title} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
