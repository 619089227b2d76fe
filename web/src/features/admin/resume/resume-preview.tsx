import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ResumeVariant } from '../../../lib/core';
import { profileQuery } from '../lib/profile-query';
import { previewPdf } from './api/resume-api';

/** How long edits rest before the preview is made again. */
const SETTLE_MS = 700;

interface PreviewProps {
  settings: ResumeVariant;
  /** The saved variant's address in the default language, when it answers. */
  address: string | undefined;
}

/** The PDF itself, as the choices on screen make it (saved or not), in a chosen language; and a
 * download of the saved variant in each language. */
export function ResumePreview({ settings, address }: PreviewProps) {
  const languages = useQuery(profileQuery()).data?.languages ?? ['en'];
  const [lang, setLang] = useState(languages[0] ?? 'en');
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const choices = JSON.stringify(settings);
  useEffect(() => {
    let made: string | undefined;
    let gone = false;
    const timer = setTimeout(() => {
      previewPdf(JSON.parse(choices) as ResumeVariant, lang).then(
        (pdf) => {
          if (gone) return;
          made = URL.createObjectURL(pdf);
          setUrl(made);
          setProblem(undefined);
        },
        (error: Error) => {
          if (!gone) setProblem(error.message);
        },
      );
    }, SETTLE_MS);
    return () => {
      gone = true;
      clearTimeout(timer);
      if (made) URL.revokeObjectURL(made);
    };
  }, [choices, lang]);
  const at = (tag: string) => (tag === languages[0] ? address : `/${tag}${address ?? ''}`);
  return (
    <section className="admin-card" aria-labelledby="preview-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="preview-heading">
          Preview
        </h2>
        <label className="field-label resume-inline">
          Language{' '}
          <select className="input" value={lang} onChange={(event) => setLang(event.target.value)}>
            {languages.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        {url ? (
          <iframe className="resume-frame" src={url} title="Résumé preview (PDF)" />
        ) : (
          <p className="field-hint">Making the preview...</p>
        )}
        {address ? (
          <div className="resume-downloads">
            {languages.map((tag) => (
              <a key={tag} className="button" href={at(tag)} download>
                Download PDF ({tag})
              </a>
            ))}
          </div>
        ) : (
          <p className="field-hint">Save the variant with its public link on to download it.</p>
        )}
      </div>
    </section>
  );
}
