export function CaseStudiesTab() {
  return <p>Case studies arrive with their editor.</p>;
}
