// Importing LinkedIn's data export (issue 45): the owner picks its ZIP or its CSV files; the
// server reads them (the archive import's ZIP bounds) and answers the files Folio reads,
// storing nothing. folio-core (through WASM) maps them, with the owner's category for the
// schools and skills chosen as tools, into a JSON Resume document, which the JSON Resume
// import's preview then shows with its matches (Skip, Update, Add anyway); Confirm Import stores
// it all in one transaction, as a résumé file is.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type LinkedInChoices, type LinkedInExport, type LinkedInResume, loadDataRules } from '../../../lib/core';
import { ApiWriteError } from '../../../lib/api';
import { profileQuery } from '../lib/profile-query';
import { readLinkedInExport } from './api/linkedin-api';
import { FileLanguage, useFileLanguage } from './file-language';
import { Lines } from './import-parts';
import { ImportResult, useConfirmedImport } from './import-result';
import { LinkedInChoicesPanel } from './linkedin-choices';
import { useResumeFile } from './use-resume-file';
import './resume-import.css';

const READING = 'Reading the export...';

/** Choose LinkedIn's export, pick the schools' category and the tools, preview, confirm. */
export function LinkedInImport() {
  const { languages, defaultLanguage, language, setLanguage } = useFileLanguage();
  const categories = useQuery(profileQuery()).data?.educationCategories ?? [];
  const file = useResumeFile(language, defaultLanguage);
  const input = useRef<HTMLInputElement>(null);
  const [exported, setExported] = useState<{ name: string; read: LinkedInExport } | null>(null);
  const [choices, setChoices] = useState<LinkedInChoices>({ tools: [] });
  const [mapped, setMapped] = useState<LinkedInResume | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const headingId = useId();
  const { readText, reset: resetFile } = file;

  const reset = () => {
    resetFile();
    setExported(null);
    setMapped(null);
    setStatus(null);
    setChoices({ tools: [] });
    if (input.current) input.current.value = '';
  };
  const { pending, confirm } = useConfirmedImport(file, reset);

  // Each choice maps the export again, and the preview reads the new document.
  useEffect(() => {
    if (!exported) return;
    let current = true;
    void loadDataRules().then((rules) => {
      if (!current) return;
      const resume = rules.linkedinResume(exported.read, choices);
      setMapped(resume);
      void readText(exported.name, resume.document);
    });
    return () => {
      current = false;
    };
    // `readText` is the hook's: a new one each render, the same work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [exported, choices, language]);

  const choose = async (files: File[]) => {
    reset();
    if (files.length === 0) return;
    setStatus(READING);
    try {
      const read = await readLinkedInExport(files);
      const name = files.length === 1 ? (files[0]?.name ?? 'export') : `${files.length} LinkedIn files`;
      setStatus(null);
      setExported({ name, read });
    } catch (error) {
      setStatus(error instanceof ApiWriteError ? error.message : 'LinkedIn’s export could not be read.');
    }
  };

  return (
    <section className="admin-card data-section resume-import" aria-labelledby={headingId}>
      <div className="admin-card-body">
        <h2 className="section-title" id={headingId}>
          Import from LinkedIn
        </h2>
        <p className="field-hint">
          Choose the ZIP from LinkedIn&apos;s &ldquo;Get a copy of your data&rdquo;, or its CSV files. Positions
          become experiences, schools and certifications education entries, projects unpublished case-study
          drafts, and your profile&apos;s headline, summary, location, websites and e-mail fill your profile.
          Entries you already have are marked and skipped unless you choose Update or Add anyway.
        </p>
      </div>
      {languages.length > 1 && (
        <FileLanguage languages={languages} value={language} disabled={pending} onChange={setLanguage} />
      )}
      <input
        ref={input}
        className="sr-only"
        type="file"
        multiple
        accept=".zip,.csv,application/zip,text/csv"
        aria-label="LinkedIn export"
        onChange={(event) => void choose(Array.from(event.target.files ?? []))}
        disabled={pending}
      />
      <button
        type="button"
        className="button"
        disabled={pending || status === READING}
        onClick={() => {
          void loadDataRules().catch(() => undefined);
          input.current?.click();
        }}
      >
        Choose LinkedIn&apos;s export
      </button>
      {status && (
        <p className={status === READING ? 'field-hint' : 'field-error'} role={status === READING ? 'status' : 'alert'}>
          {status}
        </p>
      )}
      {mapped && (
        <LinkedInChoicesPanel
          read={mapped}
          categories={categories}
          choices={choices}
          disabled={pending}
          onChange={setChoices}
        />
      )}
      {mapped && <Lines lines={mapped.notes} heading={(n) => (n === 1 ? '1 note on the export' : `${n} notes on the export`)} />}
      <ImportResult file={file} pending={pending} onConfirm={confirm} onCancel={reset} />
    </section>
  );
}
