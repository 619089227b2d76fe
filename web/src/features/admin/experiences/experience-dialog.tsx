import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { type ExperienceDraft, type NewExperience, validateExperience } from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { DeleteIcon } from '../components/icons';
import { SwitchField } from '../components/switch-field';
import { useSaveForm } from '../lib/use-save-form';
import {
  type AdminExperience,
  INDUSTRY_SUGGESTIONS,
  experiencesResource,
} from './experiences-resource';

type Form = Required<Omit<ExperienceDraft, 'tools'>> & {
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
] as const;

function initialValues(experience?: AdminExperience): Form {
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
  experience?: AdminExperience;
  onClose: () => void;
}

/** Spec §2 experience dialog, validated by folio-core as the server validates it. */
export function ExperienceDialog({ experience, onClose }: ExperienceDialogProps) {
  const { form, submit, saving } = useSaveForm<Form, NewExperience>({
    resource: experiencesResource,
    id: experience?.id,
    defaultValues: initialValues(experience),
    // folio-core clears the end date of a current job in the value it hands over.
    validate: validateExperience,
    fields: FIELDS,
    onSaved: onClose,
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const tools = useFieldArray({ control, name: 'tools' });
  const isCurrentJob = useWatch({ control, name: 'isCurrentJob' });
  const editing = experience !== undefined;

  return (
    <FormDialog
      open
      title={editing ? 'Edit Experience' : 'Add Experience'}
      dirty={isDirty}
      onClose={onClose}
      wide
    >
      <form className="form" noValidate onSubmit={submit}>
        <div className="form-row">
          <Field label="Job Title *" error={errors.jobTitle?.message}>
            <input className="input" {...register('jobTitle')} />
          </Field>
          <Field label="Company *" error={errors.company?.message}>
            <input className="input" {...register('company')} />
          </Field>
        </div>
        <Field
          label="Industry *"
          error={errors.industry?.message}
          hint="Pick a suggestion or type your own."
        >
          <input className="input" list="industry-suggestions" {...register('industry')} />
        </Field>
        <datalist id="industry-suggestions">
          {INDUSTRY_SUGGESTIONS.map((industry) => (
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
        <Field label="Description *" error={errors.description?.message}>
          <textarea className="textarea" rows={3} {...register('description')} />
        </Field>
        <Field
          label="Accomplishments *"
          error={errors.accomplishments?.message}
          hint="Line breaks are kept; http and https links become clickable."
        >
          <textarea className="textarea" rows={5} {...register('accomplishments')} />
        </Field>
        <fieldset className="row-editor">
          <legend>Tools</legend>
          {tools.fields.map((row, index) => (
            <div className="row-editor-row" key={row.id}>
              <input
                className="input"
                aria-label={`Tool ${index + 1} name`}
                placeholder="Tool, e.g. Figma"
                {...register(`tools.${index}.name`)}
              />
              <input
                className="input"
                aria-label={`Tool ${index + 1} usage`}
                placeholder="How you used it (optional)"
                {...register(`tools.${index}.usage`)}
              />
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={`Remove tool ${index + 1}`}
                onClick={() => tools.remove(index)}
              >
                <DeleteIcon />
              </button>
            </div>
          ))}
          <div>
            <button
              type="button"
              className="button button--small"
              onClick={() => tools.append({ name: '', usage: '' })}
            >
              Add Tool
            </button>
          </div>
        </fieldset>
        <div className="dialog-actions">
          <DialogCancel />
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update' : 'Create'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
