import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { NotFound } from '../../../components/ui/not-found';

export function CaseStudyNotFound() {
  const strings = useStrings();
  const { home, language, owner } = usePublicData();
  return (
    <NotFound title={strings.caseStudyNotFound} message={strings.caseStudyNotFoundMessage} home={home}
      feed={language?.feed} owner={owner} />
  );
}
