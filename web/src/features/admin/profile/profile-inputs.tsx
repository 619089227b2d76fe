import type { DeepPartial, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../components/field';
import type { ProfileForm, ProfileInput } from './profile-form';

interface ProfileInputsProps {
  inputs: readonly ProfileInput[];
  register: UseFormRegister<ProfileForm>;
  errors: FieldErrors<ProfileForm>;
  /** The form's values as typed, for the counters. */
  values: DeepPartial<ProfileForm>;
}

/** One-line texts of the profile dialog, each with its hint, its counter and its error. */
export function ProfileInputs({ inputs, register, errors, values }: ProfileInputsProps) {
  return inputs.map(({ name, label, max, hint, attributes }) => (
    <Field key={name} label={label} error={errors[name]?.message} count={{ value: values[name], max }} hint={hint}>
      <input className="input" {...attributes} {...register(name)} />
    </Field>
  ));
}
