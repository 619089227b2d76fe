import { useForm, useWatch } from 'react-hook-form';
import { type PasswordChange, type PasswordChangeDraft, validatePasswordChange } from '../../../lib/core';
import { useAuth } from '../lib/auth-store';
import { Field } from '../components/field';
import { StrengthHint } from '../components/strength-hint';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { useChangePassword } from './api/password-api';

type Form = PasswordChangeDraft & { confirmation: string };

const EMPTY: Form = { username: '', currentPassword: '', newPassword: '', confirmation: '' };

/**
 * The Security section's password form (issue 40 point 5): the current password, the new one
 * with its strength as it is typed (folio-core's rule, as at setup), and the new one again.
 */
export function PasswordForm() {
  const auth = useAuth((state) => state.auth);
  const username = auth.status === 'authenticated' ? auth.user.username : '';
  const change = useChangePassword();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    reset,
    formState: { errors },
  } = useForm<Form, unknown, PasswordChange>({
    defaultValues: EMPTY,
    resolver: coreResolver<Form, PasswordChange>((values) => validatePasswordChange({ ...values, username })),
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const submit = handleSubmit((values) => {
    if (getValues('confirmation') !== values.newPassword) {
      setError('confirmation', { message: 'The two passwords differ' });
      return;
    }
    change.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: showServerErrors(setError, ['currentPassword', 'newPassword']),
    });
  });
  const newError = errors.newPassword?.message;
  return (
    <form className="password-form" noValidate onSubmit={submit} aria-labelledby="password-heading">
      <input type="text" hidden readOnly autoComplete="username" value={username} />
      <Field label="Current password" error={errors.currentPassword?.message}>
        <input className="input" type="password" autoComplete="current-password" {...register('currentPassword')} />
      </Field>
      <Field label="New password" error={newError}>
        <input className="input" type="password" autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <StrengthHint
        id="new-password-hint"
        username={username}
        password={newPassword ?? ''}
        refused={newError !== undefined}
      />
      <Field label="Confirm new password" error={errors.confirmation?.message}>
        <input className="input" type="password" autoComplete="new-password" {...register('confirmation')} />
      </Field>
      <p className="field-hint">Every other device you are signed in on is signed out; this one stays signed in.</p>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
