// The work entries a file gives without their description or accomplishments (a LinkedIn
// position with an empty or one-sentence description, a JSON Resume entry without highlights):
// Folio needs both and never copies one into the other, so each is listed with what it lacks,
// for the owner to write here or skip. folio-core checks the words as the experience form does
// (through WASM); nothing is stored before Confirm Import.
import { useId } from 'react';
import type { Checked, Choice, CompletedImport, IncompleteExperience } from '../../../lib/core';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import type { Written } from './resume-preview';
import type { StoredExperience } from '../../../lib/api-schema';

export interface Gaps {
  /** The owner's words and choice for an entry. */
  words: (gap: IncompleteExperience) => Written;
  onWrite: (entry: number, change: Partial<Written>) => void;
  /** folio-core's reading of the file with the words written in. */
  completed: Checked<CompletedImport> | undefined;
  /** Whether the written texts' messages show (once the owner has tried to confirm). */
  showMessages: boolean;
}

interface Props {
  gaps: Gaps;
  incomplete: IncompleteExperience[];
  stored: StoredExperience[];
  pending: boolean;
}

/** What an incomplete entry lacks, in words. */
function lacks(gap: IncompleteExperience): string {
  if (gap.description == null && gap.accomplishments == null) return 'Needs a description and accomplishments';
  return gap.description == null ? 'Needs a description' : 'Needs accomplishments';
}

/** The incomplete work entries, each with the missing text to write, or Skip. */
export function IncompleteEntries({ gaps, incomplete, stored, pending }: Props) {
  if (incomplete.length === 0) return null;
  const count = incomplete.length;
  return (
    <>
      <h3 className="resume-import-heading">
        {count === 1 ? '1 experience needs your words' : `${count} experiences need your words`}
      </h3>
      <p className="field-hint">
        Folio needs a description and accomplishments for each experience, and never copies one into the other.
        Write what is missing, or choose Skip.
      </p>
      <ul className="resume-import-list">
        {incomplete.map((gap) => (
          <IncompleteEntry
            key={gap.entry}
            gap={gap}
            gaps={gaps}
            match={stored.find((e) => e.id === gap.matched)}
            pending={pending}
          />
        ))}
      </ul>
    </>
  );
}

/** The message folio-core gives for `field` of entry `entry`'s words, once shown. */
function message(gaps: Gaps, entry: number, field: 'description' | 'accomplishments'): string | undefined {
  if (!gaps.showMessages) return undefined;
  return gaps.completed?.errors?.find((e) => e.field === `written.${entry}.${field}`)?.message;
}

function IncompleteEntry({
  gap,
  gaps,
  match,
  pending,
}: {
  gap: IncompleteExperience;
  gaps: Gaps;
  match: StoredExperience | undefined;
  pending: boolean;
}) {
  const id = useId();
  const words = gaps.words(gap);
  const choices: [Choice, string][] = match
    ? [
        ['skip', 'Skip'],
        ['update', 'Update'],
        ['add', 'Add anyway'],
      ]
    : [
        ['add', 'Add'],
        ['skip', 'Skip'],
      ];
  const other = gaps.showMessages
    ? gaps.completed?.errors?.find((e) => e.field === `written.${gap.entry}`)?.message
    : undefined;
  const tools = (gap.tools ?? []).map((tool) => tool.name).join(', ');
  return (
    <li className="resume-import-incomplete">
      <strong>{gap.jobTitle}</strong> at {gap.company}
      <span className="resume-import-meta">
        {gap.industry} · {gap.startDate} – {gap.isCurrentJob ? 'Present' : gap.endDate}
      </span>
      {tools && <span className="resume-import-meta">Tools: {tools}</span>}
      <p className="resume-import-needs">{lacks(gap)}</p>
      {gap.description != null && (
        <span className="resume-import-meta resume-import-clamp">Description from the file: {gap.description}</span>
      )}
      {gap.accomplishments != null && (
        <span className="resume-import-meta resume-import-clamp">
          Accomplishments from the file: {gap.accomplishments}
        </span>
      )}
      <fieldset className="resume-import-choice">
        <legend>
          {match ? (
            <>
              Already in your portfolio:{' '}
              <span className="resume-import-existing">
                {match.jobTitle} at {match.company}, from {match.startDate}
              </span>
            </>
          ) : (
            'Import this experience?'
          )}
        </legend>
        <div className="resume-import-options">
          {choices.map(([value, label]) => (
            <label key={value} className="resume-import-option">
              <input
                type="radio"
                name={`${id}-choice`}
                value={value}
                checked={words.choice === value}
                disabled={pending}
                onChange={() => gaps.onWrite(gap.entry, { choice: value })}
              />
              {label}
            </label>
          ))}
        </div>
        {other && (
          <p className="field-error" role="alert">
            {other}
          </p>
        )}
        {words.choice !== 'skip' && gap.description == null && (
          <Field
            label="Description *"
            error={message(gaps, gap.entry, 'description')}
            count={{ value: words.description, max: limits.longText }}
          >
            <textarea
              className="textarea"
              rows={3}
              value={words.description}
              disabled={pending}
              onChange={(event) => gaps.onWrite(gap.entry, { description: event.target.value })}
            />
          </Field>
        )}
        {words.choice !== 'skip' && gap.accomplishments == null && (
          <Field
            label="Accomplishments *"
            error={message(gaps, gap.entry, 'accomplishments')}
            count={{ value: words.accomplishments, max: limits.longText }}
            hint="One per line."
          >
            <textarea
              className="textarea"
              rows={4}
              value={words.accomplishments}
              disabled={pending}
              onChange={(event) => gaps.onWrite(gap.entry, { accomplishments: event.target.value })}
            />
          </Field>
        )}
      </fieldset>
    </li>
  );
}
