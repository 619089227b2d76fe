import { useWatch } from 'react-hook-form';
import type { Education } from '../../../lib/api-schema';
import { limits, type NewEducation, validateEducation } from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { useSaveForm } from '../lib/use-save-form';
import { EDUCATION_CATEGORIES, educationResource } from './education-resource';

interface Form {
  name: string;
  category: string;
  link: string;
  date: string;
  /** As typed: folio-core turns non-numeric input into 0 (spec §5). */
  sortOrder: string;
}

const FIELDS = ['name', 'category', 'link', 'date', 'sortOrder'] as const;

function initialValues(education?: Education): Form {
  return {
    name: education?.name ?? '',
    category: education?.category ?? '',
    link: education?.link ?? '',
    date: education?.date ?? '',
    sortOrder: String(education?.sortOrder ?? 0),
  };
}

interface EducationDialogProps {
  education?: Education;
  onClose: () => void;
}

/** Spec §2 education dialog: name, category, link, date, sortOrder. */
export function EducationDialog({ education, onClose }: EducationDialogProps) {
  const { form, submit, saving } = useSaveForm<Form, NewEducation>({
    resource: educationResource,
    id: education?.id,
    defaultValues: initialValues(education),
    validate: validateEducation,
    fields: FIELDS,
    onSaved: onClose,
  });
  const {
    control,
    register,
    formState: { errors, isDirty },
  } = form;
  const values = useWatch({ control });
  const editing = education !== undefined;
  // A category outside the dialog's list (set before, or through the API) stays selectable.
  const categories =
    education && !EDUCATION_CATEGORIES.includes(education.category)
      ? [...EDUCATION_CATEGORIES, education.category]
      : EDUCATION_CATEGORIES;

  return (
    <FormDialog
      open
      title={editing ? 'Edit Education' : 'Add Education'}
      dirty={isDirty}
      onClose={onClose}
    >
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label="Name *"
          error={errors.name?.message}
          count={{ value: values.name, max: limits.shortText }}
        >
          <input className="input" {...register('name')} />
        </Field>
        <Field label="Category *" error={errors.category?.message}>
          <select className="select" {...register('category')}>
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Certificate Link"
          error={errors.link?.message}
          count={{ value: values.link, max: limits.url }}
        >
          <input className="input" type="url" placeholder="https://" {...register('link')} />
        </Field>
        <div className="form-row">
          <Field
            label="Date"
            error={errors.date?.message}
            hint="A year, or a month and year."
            count={{ value: values.date, max: limits.educationDate }}
          >
            <input className="input" placeholder="2024" {...register('date')} />
          </Field>
          <Field label="Sort Order" error={errors.sortOrder?.message} hint="Lower numbers come first.">
            <input className="input" inputMode="numeric" {...register('sortOrder')} />
          </Field>
        </div>
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
