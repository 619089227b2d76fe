// What LinkedIn's export holds, and the owner's two choices for it: the category of the
// schools, and which skills become tools of the positions that name them.
import { useId } from 'react';
import type { LinkedInChoices, LinkedInResume } from '../../../lib/core';

interface Props {
  read: LinkedInResume;
  categories: string[];
  choices: LinkedInChoices;
  disabled: boolean;
  onChange: (choices: LinkedInChoices) => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The export's counts, the schools' category and the skills offered as tools. */
export function LinkedInChoicesPanel({ read, categories, choices, disabled, onChange }: Props) {
  const categoryId = useId();
  const { counts } = read;
  const options = ['Education', ...categories.filter((c) => c !== 'Education')];
  const chosen = choices.tools ?? [];
  const tools = new Set(chosen);
  return (
    <div className="resume-import-preview linkedin-choices">
      <p role="status">
        Read from LinkedIn: {count(counts.positions, 'position', 'positions')},{' '}
        {count(counts.schools, 'school', 'schools')}, {count(counts.certifications, 'certification', 'certifications')},{' '}
        {count(counts.projects, 'project', 'projects')}, {count(counts.skills, 'skill', 'skills')},{' '}
        {count(counts.languages, 'language', 'languages')} and {count(counts.emails, 'e-mail address', 'e-mail addresses')}.
      </p>
      {counts.schools > 0 && (
        <div className="field">
          <label htmlFor={categoryId}>Category of your schools</label>
          <select
            className="select"
            id={categoryId}
            value={choices.educationCategory ?? 'Education'}
            disabled={disabled}
            onChange={(event) => onChange({ ...choices, educationCategory: event.target.value })}
          >
            {options.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          <p className="field-hint">Certifications go under Certifications.</p>
        </div>
      )}
      {read.skills.length > 0 && (
        <fieldset className="resume-import-choice">
          <legend>Skills to add as tools</legend>
          <p className="field-hint">A chosen skill becomes a tool of each position whose title or description names it.</p>
          <div className="resume-import-options">
            {read.skills.map((skill) => (
              <label key={skill} className="resume-import-option">
                <input
                  type="checkbox"
                  checked={tools.has(skill)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange({
                      ...choices,
                      tools: event.target.checked ? [...chosen, skill] : chosen.filter((t) => t !== skill),
                    })
                  }
                />
                {skill}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
