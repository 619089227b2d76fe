// The preview of a JSON Resume file in the default language: the profile's fields it replaces,
// each experience and education entry with the one it matches (skipped, updated or added as the
// owner chooses; one the site holds as the file says it is marked as such), and its notes.
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { Choice, Choices } from '../../../lib/core';
import { profileQuery } from '../lib/profile-query';
import { type Gaps, IncompleteEntries } from './incomplete-entries';
import { ImportActions, Lines } from './import-parts';
import { ProfileChanges } from './profile-changes';
import type { Preview } from './resume-preview';

interface ImportPreviewProps {
  preview: Preview;
  pending: boolean;
  onChoose: (list: keyof Choices, index: number, choice: Choice) => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The entries without their description or accomplishments, and the owner's words for them. */
  gaps: Gaps;
}

/** What a JSON Resume file does, entry by entry, with the owner's choice for each match. */
export function ImportPreview({ preview, pending, onChoose, onConfirm, onCancel, gaps }: ImportPreviewProps) {
  const { result, stored, choices } = preview;
  // With the owner's words written in, once they pass; else what the file does as it is.
  const outcome = gaps.completed?.ok ? (gaps.completed.value?.import.outcome ?? result.outcome) : result.outcome;
  const current = useQuery(profileQuery()).data;
  const same = (list: keyof Choices, index: number) => result.unchanged?.[list]?.[index] ?? false;
  return (
    <div className="resume-import-preview" role="region" aria-label="Import preview">
      <p className="resume-import-summary" aria-live="polite">
        <strong>{preview.fileName}</strong> {outcome.will}.
      </p>
      <ProfileChanges update={result.profile} details={result.details} current={current} labels={preview.labels} />
      <EntryList
        count={(n) => (n === 1 ? '1 experience' : `${n} experiences`)}
        entries={result.experiences.map((experience, index) => {
          const match = stored.experiences.find((e) => e.id === result.matches.experiences[index]);
          return {
            title: (
              <>
                <strong>{experience.jobTitle}</strong> at {experience.company}
              </>
            ),
            meta: `${experience.industry} · ${experience.startDate} – ${experience.isCurrentJob ? 'Present' : experience.endDate}`,
            // The tools it gets (LinkedIn's skills the owner ticked, a Folio export's own).
            detail: experience.tools.length > 0 ? `Tools: ${experience.tools.map((t) => t.name).join(', ')}` : undefined,
            match: match && {
              name: `experience-${index}`,
              already: `${match.jobTitle} at ${match.company}, from ${match.startDate}`,
              updates:
                "Update replaces its title, company, dates, description and accomplishments with the file's; its industry and tools stay.",
              same: same('experiences', index),
              choice: choices.experiences[index] ?? 'skip',
              onChoose: (choice: Choice) => onChoose('experiences', index, choice),
            },
          };
        })}
        pending={pending}
      />
      <IncompleteEntries gaps={gaps} incomplete={result.incomplete ?? []} stored={stored.experiences} pending={pending} />
      <EntryList
        count={(n) => (n === 1 ? '1 education entry' : `${n} education entries`)}
        entries={result.education.map((entry, index) => {
          const match = stored.education.find((e) => e.id === result.matches.education[index]);
          return {
            title: <strong>{entry.name}</strong>,
            meta: [entry.category, entry.date].filter(Boolean).join(' · '),
            match: match && {
              name: `education-${index}`,
              already: [match.name, match.category, match.date].filter(Boolean).join(' · '),
              updates: 'Update replaces its name, and its category, link and date where the file gives them.',
              same: same('education', index),
              choice: choices.education[index] ?? 'skip',
              onChoose: (choice: Choice) => onChoose('education', index, choice),
            },
          };
        })}
        pending={pending}
      />
      <EntryList
        count={(n) => (n === 1 ? '1 case-study draft' : `${n} case-study drafts`)}
        entries={(result.caseStudies ?? []).map((draft, index) => {
          const match = stored.caseStudies.find((c) => c.id === result.matches.caseStudies?.[index]);
          return {
            title: <strong>{draft.title}</strong>,
            meta: `Unpublished draft · /${draft.slug}`,
            match: match && {
              name: `case-study-${index}`,
              already: `${match.title} · /${match.slug}`,
              updates: "Update replaces its title, description and content with the file's; the rest stays.",
              same: same('caseStudies', index),
              choice: choices.caseStudies[index] ?? 'skip',
              onChoose: (choice: Choice) => onChoose('caseStudies', index, choice),
            },
          };
        })}
        pending={pending}
      />
      <Lines lines={result.warnings} heading={(count) => (count === 1 ? '1 note' : `${count} notes`)} />
      <ImportActions pending={pending} onCancel={onCancel} onConfirm={onConfirm} />
    </div>
  );
}

/** An imported entry as the preview lists it, with the existing entry it matches, if any. */
interface Entry {
  title: ReactNode;
  meta: string;
  /** A second line under the meta (an experience's tools). */
  detail?: string;
  match?: Omit<MatchChoiceProps, 'disabled'> & { same: boolean };
}

/** One list of imported entries under its count; nothing when the file has none. */
function EntryList({ count, entries, pending }: { count: (n: number) => string; entries: Entry[]; pending: boolean }) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3 className="resume-import-heading">{count(entries.length)}</h3>
      <ul className="resume-import-list">
        {entries.map(({ title, meta, detail, match }, index) => (
          <li key={index} className={match ? 'resume-import-matched' : undefined}>
            {title}
            <span className="resume-import-meta">{meta}</span>
            {detail && <span className="resume-import-meta">{detail}</span>}
            {match?.same && (
              <p className="resume-import-meta resume-import-same">Already in your portfolio, the same as in the file.</p>
            )}
            {match && !match.same && <MatchChoice {...match} disabled={pending} />}
          </li>
        ))}
      </ul>
    </>
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

