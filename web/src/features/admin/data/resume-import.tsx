// Importing a JSON Resume file (issue 14, item 4): the owner picks a file, sees what folio-core's
// rule makes of it (the same rule the server applies, here through WASM), and confirms; the
// server then stores it all at once. The rule's module is fetched when the owner opens the file
// picker, so it is there by the time a file is chosen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiWriteError, sendJson } from '../../../lib/api';
import type { Profile, ResumeImported } from '../../../lib/api-schema';
import { limits, loadResumeImport, type ResumeImport as Imported } from '../../../lib/core';
import { toast } from '../components/toast-store';
import { useRefreshPublic, writeFailed } from '../lib/resource';
import { profileQuery } from '../profile/profile-api';
import './resume-import.css';

const FALLBACK = 'Failed to import résumé. Please try again.';
const LOAD_FAILED = 'The résumé reader could not be loaded. Check your connection and choose the file again.';

/** A file read and mapped: its document (sent on confirmation) and what it will create. */
interface Preview {
  fileName: string;
  document: unknown;
  result: Imported;
}

/** The import: sends the document, then refreshes every admin list and public read. */
function useImportResume() {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  return useMutation({
    mutationFn: (document: unknown) =>
      sendJson<ResumeImported>('POST', '/api/admin/resume-import', document, FALLBACK),
    onSuccess: async (answer) => {
      toast('Success!', answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        refreshPublic(),
      ]);
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Import Failed', message || FALLBACK);
    },
  });
}

/** Choose a JSON Resume file, preview what it creates, confirm or cancel. */
export function ResumeImport() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mutation = useImportResume();
  const headingId = useId();
  const inputId = useId();

  const reset = () => {
    setPreview(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    // A byte past folio-core's bound is enough for it to refuse the file with its own message,
    // so a huge file is never read whole.
    const text = await file.slice(0, limits.resumeDocument + 1).text();
    let importResume;
    try {
      importResume = await loadResumeImport();
    } catch {
      setProblem(LOAD_FAILED);
      return;
    }
    const checked = importResume(text);
    if (!checked.ok || !checked.value) {
      setProblem(checked.errors?.[0]?.message ?? 'This file cannot be imported.');
      return;
    }
    // folio-core has read it as JSON, so the browser's parser reads it too.
    setPreview({ fileName: file.name, document: JSON.parse(text) as unknown, result: checked.value });
  };

  const confirm = () => {
    if (!preview) return;
    mutation.mutate(preview.document, { onSuccess: reset });
  };

  return (
    <section className="admin-card data-section resume-import" aria-labelledby={headingId}>
      <div className="admin-card-body">
        <h2 className="section-title" id={headingId}>
          Import a JSON Resume
        </h2>
        <p className="field-hint">
          Your name, brief introduction and GitHub and LinkedIn links from the file replace the
          profile&apos;s; its work and education are added after your experiences and education.
          Nothing is deleted.
        </p>
      </div>
      <input
        ref={input}
        id={inputId}
        className="sr-only"
        type="file"
        accept=".json,application/json"
        aria-label="JSON Resume file"
        onChange={(event) => void choose(event)}
        disabled={mutation.isPending}
      />
      <button
        type="button"
        className="button"
        disabled={mutation.isPending}
        onClick={() => {
          void loadResumeImport().catch(() => undefined);
          input.current?.click();
        }}
      >
        Choose a JSON file
      </button>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {preview && (
        <ImportPreview
          preview={preview}
          pending={mutation.isPending}
          onConfirm={confirm}
          onCancel={reset}
        />
      )}
    </section>
  );
}

interface ImportPreviewProps {
  preview: Preview;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ImportPreview({ preview, pending, onConfirm, onCancel }: ImportPreviewProps) {
  const { result } = preview;
  const current = useQuery(profileQuery()).data;
  return (
    <div className="resume-import-preview" role="region" aria-label="Import preview">
      <p className="resume-import-summary">
        <strong>{preview.fileName}</strong> will import {result.summary}.
      </p>
      <ProfileChanges update={result.profile} current={current} />
      {result.experiences.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.experiences.length === 1
              ? '1 experience'
              : `${result.experiences.length} experiences`}
          </h3>
          <ul className="resume-import-list">
            {result.experiences.map((experience, index) => (
              <li key={index}>
                <strong>{experience.jobTitle}</strong> at {experience.company}
                <span className="resume-import-meta">
                  {experience.industry} · {experience.startDate} –{' '}
                  {experience.isCurrentJob ? 'Present' : experience.endDate}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {result.education.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.education.length === 1
              ? '1 education entry'
              : `${result.education.length} education entries`}
          </h3>
          <ul className="resume-import-list">
            {result.education.map((entry, index) => (
              <li key={index}>
                <strong>{entry.name}</strong>
                <span className="resume-import-meta">
                  {[entry.category, entry.date].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {result.warnings.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.warnings.length === 1 ? '1 note' : `${result.warnings.length} notes`}
          </h3>
          <ul className="resume-import-list resume-import-warnings">
            {result.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </>
      )}
      <div className="resume-import-actions">
        <button type="button" className="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={pending}>
          {pending ? 'Importing...' : 'Confirm Import'}
        </button>
      </div>
    </div>
  );
}

/** The profile's fields the import replaces, each beside what it holds now. */
function ProfileChanges({ update, current }: { update: Imported['profile']; current?: Profile }) {
  const rows: [label: string, next: string, now?: string][] = [];
  if (update.name) rows.push(['Name', update.name, current?.name]);
  if (update.briefIntro) rows.push(['Brief Introduction', update.briefIntro, current?.briefIntro]);
  if (update.githubUrl) rows.push(['GitHub', update.githubUrl, current?.githubUrl]);
  if (update.linkedinUrl) rows.push(['LinkedIn', update.linkedinUrl, current?.linkedinUrl]);
  if (rows.length === 0) {
    return <p className="field-hint">Your profile stays as it is.</p>;
  }
  return (
    <>
      <h3 className="resume-import-heading">Profile: these replace what it holds now</h3>
      <dl className="resume-import-profile">
        {rows.map(([label, next, now]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="resume-import-clamp">{next}</span>
              {now && now !== next && (
                <span className="resume-import-meta resume-import-clamp">Replaces: {now}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
