import { useState } from 'react';
import { useVariants } from './api/resume-api';
import { VariantEditor } from './variant-editor';
import './resume.css';

/**
 * Issue 43: the résumé as a typeset PDF, and its variants for applications. The whole résumé
 * comes first and cannot be deleted; each other variant is listed (linked from the site) or
 * unlisted (a secret address).
 */
export function ResumeTab() {
  const variants = useVariants();
  const [chosen, setChosen] = useState<number | 'new' | null>(null);
  if (variants.isPending) return <p className="field-hint">Loading variants...</p>;
  if (variants.isError) return <p role="alert">Failed to fetch the variants.</p>;
  const list = variants.data;
  const selected = chosen === 'new' ? undefined : (list.find((v) => v.id === chosen) ?? list[0]);
  return (
    <div className="resume-tab">
      <section className="admin-card" aria-labelledby="resume-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="resume-heading">
            Résumé
          </h2>
          <p className="field-hint">
            Your résumé as a PDF, typeset from your profile, experiences, education and case
            studies in each of your site&apos;s languages. Make a variant for each application.
          </p>
          <ul className="resume-variant-list" aria-label="Variants">
            {list.map((variant) => (
              <li key={variant.id}>
                <button
                  type="button"
                  className="resume-variant-button"
                  aria-pressed={chosen !== 'new' && selected?.id === variant.id}
                  onClick={() => setChosen(variant.id)}
                >
                  {variant.name}
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="button"
                aria-pressed={chosen === 'new'}
                onClick={() => setChosen('new')}
              >
                New variant
              </button>
            </li>
          </ul>
        </div>
      </section>
      <VariantEditor
        key={chosen === 'new' ? 'new' : selected?.id}
        variant={selected}
        onSaved={(id) => setChosen(id)}
        onDeleted={() => setChosen(null)}
      />
    </div>
  );
}
