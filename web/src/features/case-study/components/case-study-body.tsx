interface CaseStudyBodyProps {
  html: string;
}

/** The body, rendered read-only and sanitised to an allow-list by folio-core on the server. */
export function CaseStudyBody({ html }: CaseStudyBodyProps) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
