import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { StoredExperience } from '../../../lib/api-schema';
import {
  type Experience,
  groupByTools,
  limits,
  type NewExperience,
  suggestions,
  validateExperience,
} from '../../../lib/core';
import { Field } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { SubmitRow } from '../components/submit-row';
import { SwitchField } from '../components/switch-field';
import { TranslationTabs } from '../components/translation-tabs';
import type { TranslatedField } from '../lib/translations';
import { useAdminList } from '../lib/resource';
import { useTranslatedSaveForm } from '../lib/use-translated-save-form';
import { experiencesResource } from '../lib/experiences-resource';
import { expandTools, ToolsField } from './tools-field';

type Form = Required<Omit<Experience, 'tools' | 'id' | 'sortOrder'>> & {
  tools: { name: string; usage: string }[];
};

const FIELDS = [
  'jobTitle',
  'company',
  'industry',
  'startDate',
  'endDate',
  'description',
  'accomplishments',
  'tools',
] as const;

function initialValues(experience?: StoredExperience): Form {
  return {
    jobTitle: experience?.jobTitle ?? '',
    company: experience?.company ?? '',
    industry: experience?.industry ?? '',
    startDate: experience?.startDate ?? '',
    endDate: experience?.endDate ?? '',
    isCurrentJob: experience?.isCurrentJob ?? false,
    description: experience?.description ?? '',
    accomplishments: experience?.accomplishments ?? '',
    tools: (experience?.tools ?? []).map((tool) => ({ name: tool.name, usage: tool.usage ?? '' })),
  };
}

interface ExperienceDialogProps {
  /** The experience to edit; none to add one. */
  experience?: StoredExperience;
  onClose: () => void;
}

/** Spec §2 experience dialog, validated by folio-core as the server validates it. */
export function ExperienceDialog({ experience, onClose }: ExperienceDialogProps) {
  // Tools already used, each once in its stored spelling (folio-core's By Tools grouping):
  // suggested as the owner types, never forced on what the owner types (issue 23).
  const experiences = useAdminList<StoredExperience>(experiencesResource);
  const knownTools = useMemo(
    () => groupByTools({ experiences: experiences.data ?? [], order: [] }).map((g) => g.tool),
    [experiences.data],
  );
  const { form, submit, saving, values, tabs } = useTranslatedSaveForm<Form, NewExperience>({
    resource: experiencesResource,
    id: experience?.id,
    defaultValues: initialValues(experience),
    // folio-core clears the end date of a current job in the value it hands over.
    // Each tool row is read by folio-core's toolNames, so a list typed in one row saves as tools.
    validate: (values) => validateExperience({ ...values, tools: expandTools(values.tools) }),
    fields: FIELDS,
    onSaved: onClose,
    translations: experience?.translations,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const isCurrentJob = values.isCurrentJob;
  const editing = experience !== undefined;
  const translated: TranslatedField[] = [
    { key: 'jobTitle', label: 'Job Title', source: values.jobTitle ?? '', max: limits.shortText },
    { key: 'company', label: 'Company', source: values.company ?? '', max: limits.shortText },
    { key: 'industry', label: 'Industry', source: values.industry ?? '', max: limits.shortText },
    { key: 'description', label: 'Description', source: values.description ?? '', max: limits.longText, long: true },
    { key: 'accomplishments', label: 'Accomplishments', source: values.accomplishments ?? '', max: limits.longText, long: true },
    ...(values.tools ?? [])
      .filter((tool) => tool.name?.trim())
      .map((tool) => ({
        key: `tools.${tool.name!.trim()}`,
        label: `${tool.name!.trim()} usage`,
        source: tool.usage ?? '',
        max: limits.toolUsage,
      })),
  ];

  return (
    <FormDialog
      open
      title={editing ? 'Edit Experience' : 'Add Experience'}
      dirty={isDirty}
      onClose={onClose}
      wide
    >
      <form className="form" noValidate onSubmit={submit}>
        <TranslationTabs {...tabs} fields={translated}>
        <div className="form-row">
          <Field
            label="Job Title *"
            error={errors.jobTitle?.message}
            count={{ value: values.jobTitle, max: limits.shortText }}
          >
            <input className="input" {...register('jobTitle')} />
          </Field>
          <Field
            label="Company *"
            error={errors.company?.message}
            count={{ value: values.company, max: limits.shortText }}
          >
            <input className="input" {...register('company')} />
          </Field>
        </div>
        <Field
          label="Industry *"
          error={errors.industry?.message}
          count={{ value: values.industry, max: limits.shortText }}
          hint="Pick a suggestion or type your own."
        >
          <input className="input" list="industry-suggestions" {...register('industry')} />
        </Field>
        <datalist id="industry-suggestions">
          {suggestions.industries.map((industry) => (
            <option key={industry} value={industry} />
          ))}
        </datalist>
        <div className="form-row">
          <Field label="Start Date *" error={errors.startDate?.message}>
            <input className="input" type="month" placeholder="2023-01" {...register('startDate')} />
          </Field>
          <Field label="End Date" error={errors.endDate?.message}>
            <input
              className="input"
              type="month"
              placeholder="2023-01"
              disabled={isCurrentJob}
              {...register('endDate')}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="isCurrentJob"
          render={({ field }) => (
            <SwitchField
              label="I currently work here"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Field
          label="Description *"
          error={errors.description?.message}
          count={{ value: values.description, max: limits.longText }}
        >
          <textarea className="textarea" rows={3} {...register('description')} />
        </Field>
        <Field
          label="Accomplishments *"
          error={errors.accomplishments?.message}
          count={{ value: values.accomplishments, max: limits.longText }}
          hint="Line breaks are kept; http and https links become clickable."
        >
          <textarea className="textarea" rows={5} {...register('accomplishments')} />
        </Field>
        <ToolsField
          form={form}
          known={knownTools}
          error={(errors.tools as { message?: string } | undefined)?.message}
        />
        </TranslationTabs>
        <SubmitRow label={editing ? 'Update' : 'Create'} pending={saving} />
      </form>
    </FormDialog>
  );
}
