import { CASE_STUDY_BODY_ID } from '../../../app/public-data';

interface CaseStudyBodyProps {
  html: string;
  /** The body's language, when it is not the page's (a translation's fallback). */
  lang?: string;
}

/**
 * The body, rendered read-only and sanitised to an allow-list by folio-core on the server. The
 * page's embedded data leaves it out: the browser starts from this element's own markup.
 */
export function CaseStudyBody({ html, lang }: CaseStudyBodyProps) {
  return <div id={CASE_STUDY_BODY_ID} className="prose" lang={lang}
    dangerouslySetInnerHTML={{ __html: html }} />;
}
