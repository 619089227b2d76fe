import { Link } from 'wouter';
import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { Badge } from '../../../components/ui/badge';
import { FeaturedImage } from '../../../components/ui/featured-image';
import type { CaseStudyCard as CaseStudy } from '../../../lib/core';
import { useShownDay } from '../../../lib/use-shown-date';
import { langOf, useFallbacks } from '../fallbacks';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

interface CaseStudyCardProps {
  caseStudy: CaseStudy;
}

/** A real link to the case study, so keyboard, middle-click and "open in new tab" work. */
export function CaseStudyCard({ caseStudy }: CaseStudyCardProps) {
  // The owner's date (by default the day it was created), in the page's language's words when
  // the server wrote it.
  const shown = useShownDay(caseStudy.date, caseStudy.dateLabel);
  const strings = useStrings();
  const store = usePublicData();
  const fallbacks = useFallbacks();
  const lang = (field: string) => langOf(fallbacks, { kind: 'caseStudy', id: caseStudy.id }, field);
  return (
    <Link href={store.caseStudyHref(caseStudy.slug)} className="card case-card">
      <div className="case-card-media">
        {caseStudy.featuredImage ? (
          <FeaturedImage src={caseStudy.featuredImage} image={caseStudy.image}
            alt={caseStudy.featuredImageAlt} fallback={[640, 360]} loading="lazy" />
        ) : (
          <div className="case-card-placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="case-card-body">
        <div className="badge-row">
          <Badge tone="accent">{strings.caseStudyBadge}</Badge>
          {caseStudy.isFeatured && <Badge tone="featured">{strings.featuredBadge}</Badge>}
        </div>
        <h2 className="case-card-title" {...lang('title')}>
          {caseStudy.title}<UntranslatedMark {...lang('title')} />
        </h2>
        <p className="case-card-description" {...lang('description')}>{caseStudy.description}</p>
        <p className="case-card-meta">
          <span>{shown ?? strings.recently}</span>
          <span aria-hidden="true">·</span>
          <span>{strings.readTime}</span>
        </p>
      </div>
    </Link>
  );
}
