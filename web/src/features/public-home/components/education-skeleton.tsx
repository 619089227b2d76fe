import { useStrings } from '../../../lib/strings';

/** Spec §9: four placeholder cards while education loads. */
export function EducationSkeleton() {
  const strings = useStrings();
  return (
    <div className="education-grid" role="status" aria-label={strings.loadingEducation}>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="card skeleton-card" aria-hidden="true">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}
