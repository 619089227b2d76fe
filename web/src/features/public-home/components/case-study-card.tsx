import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import type { CaseStudySummary } from '../api/case-studies';
import { useShownDate } from '../hooks/use-shown-date';

interface CaseStudyCardProps {
  caseStudy: CaseStudySummary;
}

/** A real link to the case study, so keyboard, middle-click and "open in new tab" work. */
export function CaseStudyCard({ caseStudy }: CaseStudyCardProps) {
  const created = useShownDate(caseStudy.createdAt);
  return (
    <Link href={`/case-studies/${encodeURIComponent(caseStudy.slug)}`} className="card case-card">
      <div className="case-card-media">
        {caseStudy.featuredImage ? (
          <img src={caseStudy.featuredImage} alt="" width={640} height={360} loading="lazy"
            decoding="async" />
        ) : (
          <div className="case-card-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="case-card-body">
        <div className="badge-row">
          <Badge tone="accent">Case Study</Badge>
          {caseStudy.isFeatured && <Badge tone="featured">Featured</Badge>}
        </div>
        <h2 className="case-card-title">{caseStudy.title}</h2>
        <p className="case-card-description">{caseStudy.description}</p>
        <p className="case-card-meta">
          <span>{created ?? 'Recently'}</span>
          <span aria-hidden="true">·</span>
          <span>5 min read</span>
        </p>
      </div>
    </Link>
  );
}
