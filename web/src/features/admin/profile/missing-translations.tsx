import { queryOptions, useQuery } from '@tanstack/react-query';
import { missingTranslationsQuery } from '../lib/translations';

/** The kind of row a missing field is on, as the owner reads it. */
const KINDS = {
  profile: 'Profile',
  experience: 'Experience',
  education: 'Education',
  caseStudy: 'Case study',
} as const;

/**
 * Issue 25 goal 2: every field missing in each of the site's other languages, as folio-core
 * lists them (`GET /api/admin/translations`): what the public pages in that language show in the
 * default's words, marked. Nothing on a one-language site.
 */
export function MissingTranslations() {
  const missing = useQuery(queryOptions(missingTranslationsQuery()));
  if (!missing.data || missing.data.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="missing-translations-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="missing-translations-heading">
          Missing Translations
        </h2>
        {missing.data.map(({ language, fields }) => (
          <section key={language} aria-label={`Missing in ${language}`} className="missing-language">
            <h3 className="card-label">
              {language}: {fields.length === 0 ? 'everything is translated' : `${fields.length} missing`}
            </h3>
            {fields.length > 0 && (
              <ul className="missing-fields">
                {fields.map((field) => (
                  <li key={`${field.kind}-${field.id ?? 0}-${field.field}`}>
                    {KINDS[field.kind]} · {field.label} · <code>{field.field}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
