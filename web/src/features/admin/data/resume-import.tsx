// Importing a JSON Resume file (issue 14, item 4): the owner picks a file, sees what folio-core's
// rule makes of it (the same rule the server applies, here through WASM), and confirms; the
// server then stores it all at once. The rule's module is fetched when the owner opens the file
// picker, so it is there by the time a file is chosen. Each entry the site already holds
// (folio-core's matching, issue 23 point 4) is marked, skipped unless the owner chooses Update
// or Add anyway; the choices go with the import. What the site holds as the file says it is no
// change (issue 40 point 2), so the site's own `/resume.json` imported back changes nothing. On a
// site in several languages the owner says which language the file is in: the default's import
// is the one above; another language's fills that language's translations of the existing rows
// and creates nothing (folio-core's `resume::import::translation`, issue 25 goal 6), the preview
// listing what each entry fills and what matches nothing.
import { useId, useRef } from 'react';
import { loadResumeImport } from '../../../lib/core';
import { FileLanguage, useFileLanguage } from './file-language';
import { ImportResult, useConfirmedImport } from './import-result';
import { useResumeFile } from './use-resume-file';
import './resume-import.css';

/** Choose a JSON Resume file, preview what it creates, confirm or cancel. */
export function ResumeImport() {
  const { languages, defaultLanguage, language, setLanguage } = useFileLanguage();
  const file = useResumeFile(language, defaultLanguage);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();

  const reset = () => {
    file.reset();
    if (input.current) input.current.value = '';
  };

  const { pending, confirm } = useConfirmedImport(file, reset);

  return (
    <section className="admin-card data-section resume-import" aria-labelledby={headingId}>
      <div className="admin-card-body">
        <h2 className="section-title" id={headingId}>
          Import a JSON Resume
        </h2>
        <p className="field-hint">
          Your name, introduction, headline, photo, location, email and links from the file
          replace the profile&apos;s; its work and education are added after your experiences and education.
          Entries you already have are marked and skipped unless you choose Update or Add anyway.
          Nothing is deleted.
          {languages.length > 1 &&
            ' A file in another of your languages creates nothing: it fills the translations of the profile, experiences and education you have.'}
        </p>
      </div>
      {languages.length > 1 && (
        <FileLanguage
          languages={languages}
          value={language}
          disabled={pending}
          onChange={(tag) => {
            setLanguage(tag);
            reset();
          }}
        />
      )}
      <input
        ref={input}
        id={inputId}
        className="sr-only"
        type="file"
        accept=".json,application/json"
        aria-label="JSON Resume file"
        onChange={(event) => void file.choose(event.target.files?.[0])}
        disabled={pending}
      />
      <button
        type="button"
        className="button"
        disabled={pending}
        onClick={() => {
          void loadResumeImport().catch(() => undefined);
          input.current?.click();
        }}
      >
        Choose a JSON file
      </button>
      <ImportResult file={file} pending={pending} onConfirm={confirm} onCancel={reset} />
    </section>
  );
}
