import { ErrorState } from '../../../components/ui/error-state';
import { useRead } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { homeRead } from '../api/home';
import type { ViewLink } from '../../../lib/core';
import { Pager } from './pager';
import { CaseStudyCard } from './case-study-card';

/** Spec §2 Playground: a grid of published case studies, featured first, in the owner's order
 * (folio-core's `playground`, applied by the server). */
export function PlaygroundSection({ view }: { view: ViewLink }) {
  const home = useRead(homeRead(view));
  const strings = useStrings();

  if (home.status === 'error') {
    return <ErrorState message={strings.failedCaseStudies} onRetry={() => void home.refetch()} />;
  }
  if (home.status === 'pending') return <p className="state" role="status">{strings.loading}</p>;
  if (home.data.caseStudies.length === 0) {
    return <p className="state">{strings.noCaseStudies}</p>;
  }
  return (
    <>
      <ul className="case-grid">
        {home.data.caseStudies.map((caseStudy) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
      <Pager pager={home.data.pager} />
    </>
  );
}
