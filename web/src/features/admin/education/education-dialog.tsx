import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Education } from '../../../lib/api-schema';
import { limits, type NewEducation, suggestions, validateEducation } from '../../../lib/core';
import { Field } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { TranslationTabs } from '../components/translation-tabs';
import { SubmitRow } from '../components/submit-row';
import { adminListQuery } from '../lib/resource';
import { useTranslatedSaveForm } from '../lib/use-translated-save-form';
import { profileQuery } from '../lib/profile-query';
import { educationResource } from '../lib/education-resource';

/** The select's value for "type a category of your own". */
const NEW_CATEGORY = '\u0000new';

/**
 * The owner's own categories: the profile's `educationCategories`, then those other entries use
 * (so a category typed once is offered next time), then the one being edited; each once.
 */
function ownCategories(profile: string[] | undefined, entries: Education[] | undefined, current?: string) {
  const seen = new Set<string>();
  const own: string[] = [];
  for (const category of [...(profile ?? []), ...(entries ?? []).map((e) => e.category), current ?? '']) {
    const name = category.trim();
    if (name && !seen.has(name)) {
      seen.add(name);
      own.push(name);
    }
  }
  return own;
}

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
  const { form, submit, saving, values, tabs } = useTranslatedSaveForm<Form, NewEducation>({
    resource: educationResource,
    id: education?.id,
    defaultValues: initialValues(education),
    validate: validateEducation,
    fields: FIELDS,
    onSaved: onClose,
    translations: education?.translations,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const editing = education !== undefined;
  // The owner's categories beside the spec's list (issue 23, point 10); the spec's that the
  // owner's already hold are not offered twice. A category outside both (set before, or through
  // the API) is the entry's own, so it is among the owner's.
  const profile = useQuery(profileQuery()).data;
  const entries = useQuery(adminListQuery<Education>(educationResource)).data;
  const own = ownCategories(profile?.educationCategories, entries, education?.category);
  const suggested = suggestions.educationCategories.filter((category) => !own.includes(category));
  const [typing, setTyping] = useState(false);
  const newInput = useRef<HTMLInputElement | null>(null);
  const { ref: categoryRef, ...categoryField } = register('category');

  return (
    <FormDialog
      open
      title={editing ? 'Edit Education' : 'Add Education'}
      dirty={isDirty}
      onClose={onClose}
    >
      <form className="form" noValidate onSubmit={submit}>
        <TranslationTabs
          {...tabs}
          fields={[
            { key: 'name', label: 'Name', source: values.name ?? '', max: limits.shortText },
            { key: 'category', label: 'Category', source: values.category ?? '', max: limits.shortText },
          ]}
        >
        <Field
          label="Name *"
          error={errors.name?.message}
          count={{ value: values.name, max: limits.shortText }}
        >
          <input className="input" {...register('name')} />
        </Field>
        <Field label="Category *" error={typing ? undefined : errors.category?.message}>
          <select
            className="select"
            value={typing ? NEW_CATEGORY : (values.category ?? '')}
            onChange={(event) => {
              const chosen = event.target.value;
              setTyping(chosen === NEW_CATEGORY);
              // After a refused submit, the message under the field follows the new choice.
              form.setValue('category', chosen === NEW_CATEGORY ? '' : chosen, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              });
              if (chosen === NEW_CATEGORY) setTimeout(() => newInput.current?.focus(), 0);
            }}
          >
            <option value="">Select a category</option>
            {own.length > 0 && (
              <optgroup label="Your categories">
                {own.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </optgroup>
            )}
            <optgroup label={own.length > 0 ? 'More categories' : 'Categories'}>
              {suggested.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </optgroup>
            <option value={NEW_CATEGORY}>New category…</option>
          </select>
        </Field>
        {typing && (
          <Field
            label="New category *"
            error={errors.category?.message}
            count={{ value: values.category, max: limits.shortText }}
          >
            <input
              className="input"
              {...categoryField}
              ref={(element) => {
                categoryRef(element);
                newInput.current = element;
              }}
            />
          </Field>
        )}
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
        </TranslationTabs>
        <SubmitRow label={editing ? 'Update' : 'Create'} pending={saving} />
      </form>
    </FormDialog>
  );
}
