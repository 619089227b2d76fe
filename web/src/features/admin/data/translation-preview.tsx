// The preview of a JSON Resume file in another of the site's languages: what it fills of the
// existing rows' translations (folio-core's `resume::import::translation`), before anything is
// written.
import { ImportActions, Lines } from './import-parts';
import type { TranslationPreview } from './resume-preview';

interface TranslationPreviewProps {
  preview: TranslationPreview;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a file in another language fills: each text beside the row it translates, and what
 * matches nothing, before anything is written. */
export function TranslationPreviewPanel({ preview, pending, onConfirm, onCancel }: TranslationPreviewProps) {
  const { result, stored } = preview;
  const profileRows: [string, string | undefined][] = [
    ['Name', result.profile.name],
    ['Brief Introduction', result.profile.briefIntro],
    ['Headline', result.profile.headline],
  ];
  const filledProfile = profileRows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="resume-import-preview" role="region" aria-label="Import preview">
      <p className="resume-import-summary" aria-live="polite">
        <strong>{preview.fileName}</strong> {result.outcome.will}. Nothing is created, and the
        default language&apos;s texts stay as they are.
      </p>
      {filledProfile.length > 0 && (
        <>
          <h3 className="resume-import-heading">Profile ({result.language})</h3>
          <dl className="resume-import-profile">
            {filledProfile.map(([label, text]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <span className="resume-import-clamp" lang={result.language}>{text}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {result.experiences.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.experiences.length === 1 ? '1 experience' : `${result.experiences.length} experiences`}
          </h3>
          <ul className="resume-import-list">
            {result.experiences.map((filled) => {
              const row = stored.experiences.find((e) => e.id === filled.id);
              return (
                <li key={filled.id}>
                  <strong lang={result.language}>{filled.texts.jobTitle}</strong> at{' '}
                  <span lang={result.language}>{filled.texts.company}</span>
                  {row && (
                    <span className="resume-import-meta">
                      Translates {row.jobTitle} at {row.company}, from {row.startDate}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {result.education.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.education.length === 1 ? '1 education entry' : `${result.education.length} education entries`}
          </h3>
          <ul className="resume-import-list">
            {result.education.map((filled) => {
              const row = stored.education.find((e) => e.id === filled.id);
              return (
                <li key={filled.id}>
                  <strong lang={result.language}>{filled.texts.name}</strong>
                  {row && (
                    <span className="resume-import-meta">
                      Translates {[row.name, row.category, row.date].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Lines
        lines={result.unmatched}
        heading={(count) => (count === 1 ? '1 entry matches nothing' : `${count} entries match nothing`)}
      />
      <Lines
        lines={result.warnings}
        heading={(count) => (count === 1 ? '1 note' : `${count} notes`)}
      />
      <ImportActions pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
    </div>
  );
}

