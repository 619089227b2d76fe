import { useStrings } from '../../../lib/strings';
import { NotFound } from '../../../components/ui/not-found';

export function CaseStudyNotFound() {
  const strings = useStrings();
  return <NotFound title={strings.caseStudyNotFound} message={strings.caseStudyNotFoundMessage} />;
}
