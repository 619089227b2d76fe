import { type Control, type FieldErrors, useFieldArray, type UseFormRegister } from 'react-hook-form';
import type { ProfileUpdate } from '../../../lib/core';
import { Field } from '../components/field';
import { MAX_LINKS, type ProfileForm } from './profile-form';

interface LinksFieldsetProps {
  control: Control<ProfileForm, unknown, ProfileUpdate>;
  register: UseFormRegister<ProfileForm>;
  errors: FieldErrors<ProfileForm>;
}

/** The profile's other links, each a label and a URL, up to `MAX_LINKS`. */
export function LinksFieldset({ control, register, errors }: LinksFieldsetProps) {
  const links = useFieldArray({ control, name: 'links' });
  return (
    <fieldset className="links-fieldset">
      <legend className="field-label">Other links</legend>
      <p className="field-hint">
        Up to {MAX_LINKS}. Known sites (GitLab, X, Bluesky, YouTube, Dribbble, Behance,
        Medium, Stack Overflow, Instagram) get their icon and name.
      </p>
      {links.fields.map((field, index) => (
        <div className="link-row" key={field.id}>
          <Field label={`Link ${index + 1} label`} error={errors.links?.[index]?.label?.message}>
            <input className="input" placeholder="Blog" {...register(`links.${index}.label`)} />
          </Field>
          <Field label={`Link ${index + 1} URL`} error={errors.links?.[index]?.url?.message}>
            <input className="input" type="url" placeholder="https://"
              {...register(`links.${index}.url`)} />
          </Field>
          <button type="button" className="button button--ghost link-remove"
            onClick={() => links.remove(index)}>
            Remove
          </button>
        </div>
      ))}
      {errors.links?.message && (
        <p className="field-error" role="alert">{errors.links.message}</p>
      )}
      {links.fields.length < MAX_LINKS && (
        <button type="button" className="button" onClick={() => links.append({ label: '', url: '' })}>
          Add link
        </button>
      )}
    </fieldset>
  );
}
