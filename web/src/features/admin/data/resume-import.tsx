// Importing a JSON Resume file (issue 14, item 4): the owner picks a file, sees what folio-core's
// rule makes of it (the same rule the server applies, here through WASM), and confirms; the
// server then stores it all at once. The rule's module is fetched when the owner opens the file
// picker, so it is there by the time a file is chosen. Each entry the site already holds
// (folio-core's matching, issue 23 point 4) is marked, skipped unless the owner chooses Update
// or Add anyway; the choices go with the import. On a site in several languages the owner says
// which language the file is in: the default's import is the one above; another language's fills
// that language's translations of the existing rows and creates nothing (folio-core's
// `resume::import::translation`, issue 25 goal 6), the preview listing what each entry fills and
// what matches nothing.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type {
  Education,
  Profile,
  ResumeImportRequest,
  StoredExperience,
} from '../../../lib/api-schema';
import {
  type Choice,
  type Choices,
  limits,
  loadResumeImport,
  type ResumeImport as Imported,
  type ResumeImporter,
  type TranslationImport,
  loadDataRules,
} from '../../../lib/core';
import { educationResource } from '../lib/education-resource';
import { experiencesResource } from '../lib/experiences-resource';
import { adminListQuery } from '../lib/resource';
import { profileQuery } from '../lib/profile-query';
import { useImportResume } from './api/resume-import-api';
import './resume-import.css';

const LOAD_FAILED = 'The résumé reader could not be loaded. Check your connection and choose the file again.';
const LISTS_FAILED =
  'Your experiences and education could not be read to compare the file with them. Check your connection and choose the file again.';

/** The site's entries a file is compared with, as the admin lists give them. */
interface Stored {
  experiences: StoredExperience[];
  education: Education[];
}

/**
 * A file read and mapped: its text (read again with each choice), its document (sent on
 * confirmation), the entries it was compared with, and what it will do with the choices made.
 */
interface Preview {
  fileName: string;
  text: string;
  document: unknown;
  stored: Stored;
  choices: Required<Choices>;
  result: Imported;
  read: ResumeImporter;
}

/** A file read into another language of the site: what it fills, and the rows it was compared with. */
interface TranslationPreview {
  fileName: string;
  document: unknown;
  language: string;
  stored: Stored;
  result: TranslationImport;
}

/** Choose a JSON Resume file, preview what it creates, confirm or cancel. */
export function ResumeImport() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [translation, setTranslation] = useState<TranslationPreview | null>(null);
  const languages = useQuery(profileQuery()).data?.languages ?? [];
  const defaultLanguage = languages[0];
  const [chosenLanguage, setLanguage] = useState<string | undefined>(undefined);
  // The default's unless the owner chose another of the site's languages.
  const language = chosenLanguage !== undefined && languages.includes(chosenLanguage) ? chosenLanguage : defaultLanguage;
  const languageId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mutation = useImportResume();
  const queryClient = useQueryClient();
  const headingId = useId();
  const inputId = useId();

  const reset = () => {
    setPreview(null);
    setTranslation(null);
    setProblem(null);
    if (input.current) input.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(null);
    setTranslation(null);
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
    // The file is compared with what the site holds now, not with a list read earlier.
    let stored: Stored;
    try {
      const [experiences, education] = await Promise.all([
        queryClient.fetchQuery({ ...adminListQuery<StoredExperience>(experiencesResource), staleTime: 0 }),
        queryClient.fetchQuery({ ...adminListQuery<Education>(educationResource), staleTime: 0 }),
      ]);
      stored = { experiences, education };
    } catch {
      setProblem(LISTS_FAILED);
      return;
    }
    if (language !== undefined && language !== defaultLanguage) {
      const { importTranslation } = await loadDataRules();
      const filled = importTranslation(text, stored, languages, language);
      if (!filled.ok || !filled.value) {
        setProblem(filled.errors?.[0]?.message ?? 'This file cannot be imported.');
        return;
      }
      setTranslation({
        fileName: file.name,
        document: JSON.parse(text) as unknown,
        language,
        stored,
        result: filled.value,
      });
      return;
    }
    const checked = importResume(text, stored);
    if (!checked.ok || !checked.value) {
      setProblem(checked.errors?.[0]?.message ?? 'This file cannot be imported.');
      return;
    }
    const result = checked.value;
    // folio-core's defaults, written out: a match is skipped, a new entry added.
    const initial = (matches: (number | null | undefined)[]): Choice[] =>
      matches.map((match) => (match == null ? 'add' : 'skip'));
    setPreview({
      fileName: file.name,
      text,
      // folio-core has read it as JSON, so the browser's parser reads it too.
      document: JSON.parse(text) as unknown,
      stored,
      choices: {
        experiences: initial(result.matches.experiences),
        education: initial(result.matches.education),
      },
      result,
      read: importResume,
    });
  };

  /** The owner's choice for entry `index` of `list`: the outcome is read again by folio-core. */
  const decide = (list: keyof Choices, index: number, choice: Choice) => {
    setPreview((current) => {
      if (!current) return current;
      const choices = { ...current.choices, [list]: current.choices[list].map((c, n) => (n === index ? choice : c)) };
      const checked = current.read(current.text, current.stored, choices);
      return checked.ok && checked.value ? { ...current, choices, result: checked.value } : current;
    });
  };

  const confirm = () => {
    if (translation) {
      mutation.mutate({ document: translation.document, language: translation.language }, { onSuccess: reset });
      return;
    }
    if (!preview) return;
    mutation.mutate(
      { document: preview.document, choices: preview.choices as ResumeImportRequest['choices'] },
      { onSuccess: reset },
    );
  };

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
        <div className="field resume-import-language">
          <label htmlFor={languageId}>Language of the file</label>
          <select
            className="select"
            id={languageId}
            value={language}
            disabled={mutation.isPending}
            onChange={(event) => {
              setLanguage(event.target.value);
              reset();
            }}
          >
            {languages.map((tag, index) => (
              <option key={tag} value={tag}>
                {index === 0 ? `${tag} (default)` : tag}
              </option>
            ))}
          </select>
        </div>
      )}
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
      {translation && (
        <TranslationPreviewPanel
          preview={translation}
          pending={mutation.isPending}
          onConfirm={confirm}
          onCancel={reset}
        />
      )}
      {preview && (
        <ImportPreview
          preview={preview}
          pending={mutation.isPending}
          onChoose={decide}
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
  onChoose: (list: keyof Choices, index: number, choice: Choice) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

function ImportPreview({ preview, pending, onChoose, onConfirm, onCancel }: ImportPreviewProps) {
  const { result, stored, choices } = preview;
  const current = useQuery(profileQuery()).data;
  const experienceOf = (id: number | null | undefined) =>
    id == null ? undefined : stored.experiences.find((e) => e.id === id);
  const entryOf = (id: number | null | undefined) =>
    id == null ? undefined : stored.education.find((e) => e.id === id);
  return (
    <div className="resume-import-preview" role="region" aria-label="Import preview">
      <p className="resume-import-summary" aria-live="polite">
        <strong>{preview.fileName}</strong> {result.outcome.will}.
      </p>
      <ProfileChanges update={result.profile} details={result.details} current={current} />
      {result.experiences.length > 0 && (
        <>
          <h3 className="resume-import-heading">
            {result.experiences.length === 1
              ? '1 experience'
              : `${result.experiences.length} experiences`}
          </h3>
          <ul className="resume-import-list">
            {result.experiences.map((experience, index) => {
              const match = experienceOf(result.matches.experiences[index]);
              return (
                <li key={index} className={match ? 'resume-import-matched' : undefined}>
                  <strong>{experience.jobTitle}</strong> at {experience.company}
                  <span className="resume-import-meta">
                    {experience.industry} · {experience.startDate} –{' '}
                    {experience.isCurrentJob ? 'Present' : experience.endDate}
                  </span>
                  {match && (
                    <MatchChoice
                      name={`experience-${index}`}
                      already={`${match.jobTitle} at ${match.company}, from ${match.startDate}`}
                      updates="Update replaces its title, company, dates, description and accomplishments with the file's; its industry and tools stay."
                      choice={choices.experiences[index] ?? 'skip'}
                      disabled={pending}
                      onChoose={(choice) => onChoose('experiences', index, choice)}
                    />
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
            {result.education.length === 1
              ? '1 education entry'
              : `${result.education.length} education entries`}
          </h3>
          <ul className="resume-import-list">
            {result.education.map((entry, index) => {
              const match = entryOf(result.matches.education[index]);
              return (
                <li key={index} className={match ? 'resume-import-matched' : undefined}>
                  <strong>{entry.name}</strong>
                  <span className="resume-import-meta">
                    {[entry.category, entry.date].filter(Boolean).join(' · ')}
                  </span>
                  {match && (
                    <MatchChoice
                      name={`education-${index}`}
                      already={[match.name, match.category, match.date].filter(Boolean).join(' · ')}
                      updates="Update replaces its name, and its category, link and date where the file gives them."
                      choice={choices.education[index] ?? 'skip'}
                      disabled={pending}
                      onChoose={(choice) => onChoose('education', index, choice)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Lines
        lines={result.warnings}
        heading={(count) => (count === 1 ? '1 note' : `${count} notes`)}
      />
      <ImportActions pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
    </div>
  );
}

const CHOICES: [Choice, string][] = [
  ['skip', 'Skip'],
  ['update', 'Update'],
  ['add', 'Add anyway'],
];

interface MatchChoiceProps {
  /** Unique within the preview: the radio group's name. */
  name: string;
  /** The existing entry, in words. */
  already: string;
  /** What Update changes. */
  updates: string;
  choice: Choice;
  disabled: boolean;
  onChoose: (choice: Choice) => void;
}

/** An entry the site already holds: which one, and Skip / Update / Add anyway. */
function MatchChoice({ name, already, updates, choice, disabled, onChoose }: MatchChoiceProps) {
  const id = useId();
  return (
    <fieldset className="resume-import-choice" aria-describedby={`${id}-hint`}>
      <legend>
        Already in your portfolio: <span className="resume-import-existing">{already}</span>
      </legend>
      <div className="resume-import-options">
        {CHOICES.map(([value, label]) => (
          <label key={value} className="resume-import-option">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={value}
              checked={choice === value}
              disabled={disabled}
              onChange={() => onChoose(value)}
            />
            {label}
          </label>
        ))}
      </div>
      <p className="resume-import-meta" id={`${id}-hint`}>
        {updates}
      </p>
    </fieldset>
  );
}

/** The profile's fields the import replaces, each beside what it holds now. */
function ProfileChanges({
  update,
  details,
  current,
}: {
  update: Imported['profile'];
  details: Imported['details'];
  current?: Profile;
}) {
  const linksText = (links?: { label: string; url: string }[]) =>
    links?.map((link) => (link.label ? `${link.label}: ${link.url}` : link.url)).join('\n');
  const rows: [label: string, next: string, now?: string][] = [];
  if (update.name) rows.push(['Name', update.name, current?.name]);
  if (update.briefIntro) rows.push(['Brief Introduction', update.briefIntro, current?.briefIntro]);
  if (details?.headline) rows.push(['Headline', details.headline, current?.headline]);
  if (details?.photo) rows.push(['Photo', details.photo, current?.photo]);
  if (details?.location) rows.push(['Location', details.location, current?.location]);
  if (details?.contact) rows.push(['Contact', details.contact, current?.contact]);
  if (update.githubUrl) rows.push(['GitHub', update.githubUrl, current?.githubUrl]);
  if (update.linkedinUrl) rows.push(['LinkedIn', update.linkedinUrl, current?.linkedinUrl]);
  if (details?.links?.length) {
    rows.push(['Other links', linksText(details.links)!, linksText(current?.links)]);
  }
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

interface TranslationPreviewProps {
  preview: TranslationPreview;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What a file in another language fills: each text beside the row it translates, and what
 * matches nothing, before anything is written. */
function TranslationPreviewPanel({ preview, pending, onConfirm, onCancel }: TranslationPreviewProps) {
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

/** A list of lines the import tells the owner (notes, entries left out), under its count; nothing when empty. */
function Lines({ lines, heading }: { lines: readonly string[]; heading: (count: number) => string }) {
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className="resume-import-heading">{heading(lines.length)}</h3>
      <ul className="resume-import-list resume-import-warnings">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** Cancel and Confirm Import, both held while the import runs. */
function ImportActions({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <div className="resume-import-actions">
      <button type="button" className="button" onClick={onCancel} disabled={pending}>
        Cancel
      </button>
      <button type="button" className="button button--primary" onClick={onConfirm} disabled={pending}>
        {pending ? 'Importing...' : 'Confirm Import'}
      </button>
    </div>
  );
}
