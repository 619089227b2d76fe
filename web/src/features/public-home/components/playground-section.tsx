import { ErrorState } from '../../../components/ui/error-state';
import { useRead } from '../../../app/public-data';
import { FAILED, homeRead } from '../api/home';
import { CaseStudyCard } from './case-study-card';

/** Spec §2 Playground: a grid of published case studies, featured first, in the owner's order
 * (folio-core's `playground`, applied by the server). */
export function PlaygroundSection() {
  const home = useRead(homeRead);

  if (home.status === 'error') {
    return <ErrorState message={FAILED.caseStudies} onRetry={() => void home.refetch()} />;
  }
  if (home.status === 'pending') return <p className="state" role="status">Loading...</p>;
  if (home.data.caseStudies.length === 0) {
    return <p className="state">No case studies available yet.</p>;
  }
  return (
    <ul className="case-grid">
      {home.data.caseStudies.map((caseStudy) => (
        <li key={caseStudy.id}>
          <CaseStudyCard caseStudy={caseStudy} />
        </li>
      ))}
    </ul>
  );
}
