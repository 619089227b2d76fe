import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { caseStudiesQuery } from '../api/case-studies';
import { CaseStudyCard } from './case-study-card';

/** Spec §2 Playground: a grid of published case studies, newest first. */
export function PlaygroundSection() {
  const caseStudies = useQuery(caseStudiesQuery());

  if (caseStudies.isError) {
    return (
      <ErrorState message={caseStudies.error.message} onRetry={() => void caseStudies.refetch()} />
    );
  }
  if (caseStudies.isPending) return <p className="state" role="status">Loading...</p>;
  if (caseStudies.data.length === 0) {
    return <p className="state">No case studies available yet.</p>;
  }
  return (
    <ul className="case-grid">
      {caseStudies.data.map((caseStudy) => (
        <li key={caseStudy.id}>
          <CaseStudyCard caseStudy={caseStudy} />
        </li>
      ))}
    </ul>
  );
}
