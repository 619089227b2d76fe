import { useId } from 'react';
import type { CaseStudyChoice, ExperienceChoice, Paper, ResumeVariant } from '../../../lib/core';
import { SwitchField } from '../components/switch-field';
import { educationResource } from '../lib/education-resource';
import { experiencesResource } from '../lib/experiences-resource';
import { useAdminList } from '../lib/resource';
import { useCaseStudyChoices } from './api/resume-api';
import { namesOf, toggled } from './variant-form';

interface ChoicesProps {
  settings: ResumeVariant;
  onChange: (settings: ResumeVariant) => void;
}

/** What a variant shows: which experiences, education categories and case studies, the photo,
 * the paper. */
export function VariantChoices({ settings, onChange }: ChoicesProps) {
  const set = (next: Partial<ResumeVariant>) => onChange({ ...settings, ...next });
  return (
    <>
      <ExperienceChoices settings={settings} onChange={onChange} />
      <EducationChoices settings={settings} onChange={onChange} />
      <CaseStudyChoices settings={settings} onChange={onChange} />
      <SwitchField
        label="Photo"
        checked={settings.photo ?? true}
        onCheckedChange={(photo) => set({ photo })}
      />
      <label className="field-label resume-inline">
        Paper{' '}
        <select
          className="input"
          value={settings.paper ?? 'a4'}
          onChange={(event) => set({ paper: event.target.value as Paper })}
        >
          <option value="a4">A4</option>
          <option value="letter">US Letter</option>
        </select>
      </label>
    </>
  );
}

function ExperienceChoices({ settings, onChange }: ChoicesProps) {
  const id = useId();
  const experiences = useAdminList(experiencesResource).data ?? [];
  const choice = settings.experiences ?? {};
  const set = (next: Partial<ExperienceChoice>) =>
    onChange({ ...settings, experiences: { ...choice, ...next } });
  return (
    <fieldset className="resume-fieldset">
      <legend>Experiences</legend>
      <p className="field-hint">Every experience that passes each filter you set; none set, all.</p>
      <label className="field-label" htmlFor={`${id}-tools`}>
        Using these tools (comma-separated)
      </label>
      <input
        id={`${id}-tools`}
        className="input"
        defaultValue={(choice.tools ?? []).join(', ')}
        onChange={(event) => set({ tools: namesOf(event.target.value) })}
      />
      <label className="field-label" htmlFor={`${id}-industries`}>
        In these industries (comma-separated)
      </label>
      <input
        id={`${id}-industries`}
        className="input"
        defaultValue={(choice.industries ?? []).join(', ')}
        onChange={(event) => set({ industries: namesOf(event.target.value) })}
      />
      <label className="field-label" htmlFor={`${id}-since`}>
        Since the year
      </label>
      <input
        id={`${id}-since`}
        className="input resume-year"
        type="number"
        min={1900}
        max={2200}
        value={choice.since ?? ''}
        onChange={(event) =>
          set({ since: event.target.value ? Number(event.target.value) : undefined })
        }
      />
      <SwitchField
        label="Only those I pick"
        checked={choice.picked !== undefined}
        onCheckedChange={(on) => set({ picked: on ? experiences.map((e) => e.id) : undefined })}
      />
      {choice.picked && (
        <ul className="resume-picks" aria-label="Experiences to show">
          {experiences.map((e) => (
            <li key={e.id}>
              <label>
                <input
                  type="checkbox"
                  checked={choice.picked?.includes(e.id) ?? false}
                  onChange={(event) => set({ picked: toggled(choice.picked, e.id, event.target.checked) })}
                />{' '}
                {e.jobTitle} — {e.company}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function EducationChoices({ settings, onChange }: ChoicesProps) {
  const education = useAdminList(educationResource).data ?? [];
  const categories = [...new Set(education.map((e) => e.category))];
  const chosen = settings.educationCategories;
  const choose = (category: string, on: boolean) => {
    const rest = (chosen ?? categories).filter((kept) => kept !== category);
    onChange({ ...settings, educationCategories: on ? [...rest, category] : rest });
  };
  return (
    <fieldset className="resume-fieldset">
      <legend>Education categories</legend>
      {categories.length === 0 && <p className="field-hint">No education entries yet.</p>}
      <ul className="resume-picks">
        {categories.map((category) => (
          <li key={category}>
            <label>
              <input
                type="checkbox"
                checked={chosen === undefined || chosen.includes(category)}
                onChange={(event) => choose(category, event.target.checked)}
              />{' '}
              {category}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function CaseStudyChoices({ settings, onChange }: ChoicesProps) {
  const studies = useCaseStudyChoices().data ?? [];
  const choice: CaseStudyChoice = settings.caseStudies ?? { kind: 'featured' };
  const kind = choice.kind;
  const picked = choice.kind === 'picked' ? choice.ids : [];
  const set = (next: CaseStudyChoice) => onChange({ ...settings, caseStudies: next });
  return (
    <fieldset className="resume-fieldset">
      <legend>Case studies</legend>
      <div className="resume-radios">
        {(['none', 'featured', 'picked'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="case-studies"
              checked={kind === value}
              onChange={() => set(value === 'picked' ? { kind: 'picked', ids: picked } : { kind: value })}
            />{' '}
            {{ none: 'None', featured: 'The featured ones', picked: 'Those I pick' }[value]}
          </label>
        ))}
      </div>
      {kind === 'picked' && (
        <ul className="resume-picks" aria-label="Case studies to show">
          {studies.map((study) => (
            <li key={study.id}>
              <label>
                <input
                  type="checkbox"
                  checked={picked.includes(study.id)}
                  onChange={(event) =>
                    set({ kind: 'picked', ids: toggled(picked, study.id, event.target.checked) })
                  }
                />{' '}
                {study.title}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
