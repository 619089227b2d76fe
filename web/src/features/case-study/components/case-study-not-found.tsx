import { NotFound } from '../../../components/ui/not-found';

export function CaseStudyNotFound() {
  return (
    <NotFound
      title="Case Study Not Found"
      message="The case study you're looking for doesn't exist."
    />
  );
}
