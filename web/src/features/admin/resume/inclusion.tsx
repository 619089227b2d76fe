import { type ResumeVariant, selectResume } from '../../../lib/core';
import { educationResource } from '../lib/education-resource';
import { experiencesResource } from '../lib/experiences-resource';
import { useAdminList } from '../lib/resource';
import { useCaseStudyChoices } from './api/resume-api';

/** What the variant includes, as folio-core's rule chooses it (through WASM), as the owner
 * edits: no round trip. */
export function Inclusion({ settings }: { settings: ResumeVariant }) {
  const experiences = useAdminList(experiencesResource).data ?? [];
  const education = useAdminList(educationResource).data ?? [];
  const studies = useCaseStudyChoices().data ?? [];
  const chosen = selectResume({
    variant: settings,
    experiences,
    education,
    caseStudies: studies.map((study) => ({ id: study.id, isFeatured: study.isFeatured })),
  });
  const named = <T extends { id: number }>(list: T[], ids: number[], name: (item: T) => string) =>
    list.filter((item) => ids.includes(item.id)).map(name);
  const parts = [
    {
      heading: 'Experiences',
      names: named(experiences, chosen.experiences, (e) => `${e.jobTitle} — ${e.company}`),
    },
    { heading: 'Education', names: named(education, chosen.education, (e) => e.name) },
    { heading: 'Case studies', names: named(studies, chosen.caseStudies, (s) => s.title) },
  ];
  return (
    <section className="admin-card" aria-labelledby="inclusion-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="inclusion-heading">
          Included
        </h2>
        <div className="resume-inclusion" aria-live="polite">
          {parts.map(({ heading, names }) => (
            <div key={heading}>
              <h3 className="resume-inclusion-heading">
                {heading} ({names.length})
              </h3>
              {names.length > 0 ? (
                <ul>
                  {names.map((name, at) => (
                    <li key={at}>{name}</li>
                  ))}
                </ul>
              ) : (
                <p className="field-hint">None.</p>
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
