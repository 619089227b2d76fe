import type { ReactNode } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { type Login, type LoginDraft, validateLogin } from '../../../lib/core';
import { failureToast } from '../components/toast-store';
import { coreResolver } from '../lib/core-resolver';

interface CredentialsFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Asks for the password twice (creating the account). */
  confirm?: boolean;
  onSubmit: (credentials: Login) => void;
  children: ReactNode;
}

type Form = LoginDraft & { confirmation?: string };

/** Username and password, checked by folio-core's login rule; used to sign in and to set up. */
export function CredentialsForm({
  title,
  submitLabel,
  busyLabel,
  busy,
  confirm = false,
  onSubmit,
  children,
}: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Form, unknown, Login>({
    defaultValues: { username: '', password: '', confirmation: '' },
    resolver: coreResolver<Form, Login>(validateLogin),
  });
  // Spec §5: a blank field is reported in a toast with folio-core's message, not under the field.
  const onInvalid = (invalid: FieldErrors<Form>) =>
    failureToast('Error', invalid.username?.message ?? invalid.password?.message);
  const submit = handleSubmit((credentials) => {
    if (confirm && getValues('confirmation') !== credentials.password) {
      setError('confirmation', { message: 'The two passwords differ' });
      return;
    }
    onSubmit(credentials);
  }, onInvalid);

  return (
    <main className="page page--center">
      <form className="login-card" noValidate onSubmit={submit}>
        <h1 className="login-title">{title}</h1>
        <div className="field">
          <label className="field-label" htmlFor="login-username">
            Username
          </label>
          <input
            id="login-username"
            className="input"
            autoComplete="username"
            required
            disabled={busy}
            {...register('username')}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="login-password">
            Password
          </label>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete={confirm ? 'new-password' : 'current-password'}
            required
            disabled={busy}
            {...register('password')}
          />
        </div>
        {confirm && (
          <div className="field">
            <label className="field-label" htmlFor="login-confirmation">
              Confirm password
            </label>
            <input
              id="login-confirmation"
              className="input"
              type="password"
              autoComplete="new-password"
              required
              disabled={busy}
              aria-invalid={errors.confirmation ? true : undefined}
              aria-describedby={errors.confirmation ? 'login-confirmation-error' : undefined}
              {...register('confirmation')}
            />
            {errors.confirmation && (
              <p className="field-error" id="login-confirmation-error" role="alert">
                {errors.confirmation.message}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <div className="login-note">{children}</div>
      </form>
    </main>
  );
}
