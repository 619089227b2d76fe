import type { ComponentProps, ReactNode } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { FieldCode } from '../../../lib/api-schema';
import { type Login, type LoginDraft, validateLogin, validateSetup } from '../../../lib/core';
import { StrengthHint } from '../components/strength-hint';
import { failureToast, useToasts } from '../components/toast-store';
import { coreResolver } from '../lib/core-resolver';

interface CredentialsFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /**
   * Creating the account: the password is asked twice, must meet folio-core's rule for a new
   * password, and shows its strength as it is typed.
   */
  confirm?: boolean;
  /**
   * Creating the account from another machine (or through a proxy): the server's one-time setup
   * code is asked for too, and a refusal of it shows under its field.
   */
  setupCode?: { error?: string };
  onSubmit: (credentials: Credentials) => void;
  children: ReactNode;
}

/** What the form sends: the credentials, and the setup code when it asks for one. */
export type Credentials = Login & { setupCode?: string };

type Form = LoginDraft & { confirmation?: string; setupCode?: string };

/** Username and password, checked by folio-core's login rule; used to sign in and to set up. */
export function CredentialsForm({
  title,
  submitLabel,
  busyLabel,
  busy,
  confirm = false,
  setupCode,
  onSubmit,
  children,
}: CredentialsFormProps) {
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<Form, unknown, Login>({
    defaultValues: { username: '', password: '', confirmation: '', setupCode: '' },
    resolver: coreResolver<Form, Login>(confirm ? validateSetup : validateLogin),
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  // Only the message about what is wrong now shows: a toast from an earlier try goes.
  const dismissToast = useToasts((state) => state.dismiss);
  // Spec §5: a blank field is reported in a toast with folio-core's message, not under the field;
  // a password that breaks the new-password rule says so under the field.
  const onInvalid = (invalid: FieldErrors<Form>) => {
    const blank = [invalid.username, invalid.password].find((e) => e?.type === FieldCode.required);
    if (blank) failureToast('Error', blank.message);
    else dismissToast();
  };
  const submit = handleSubmit((credentials) => {
    if (confirm && getValues('confirmation') !== credentials.password) {
      dismissToast();
      setError('confirmation', { message: 'The two passwords differ' });
      return;
    }
    if (!setupCode) return onSubmit(credentials);
    const code = getValues('setupCode')?.trim() ?? '';
    if (code === '') {
      dismissToast();
      setError('setupCode', { message: 'Enter the setup code' });
      return;
    }
    onSubmit({ ...credentials, setupCode: code });
  }, onInvalid);
  const codeError = errors.setupCode?.message ?? setupCode?.error;
  const passwordError = errors.password?.type === FieldCode.required ? undefined : errors.password?.message;

  return (
    <main className="page page--center">
      <form className="login-card" noValidate onSubmit={submit}>
        <h1 className="login-title">{title}</h1>
        <CredentialField
          id="login-username"
          label="Username"
          disabled={busy}
          input={{ autoComplete: 'username', ...register('username') }}
        />
        <CredentialField
          id="login-password"
          label="Password"
          disabled={busy}
          error={passwordError}
          hint={
            confirm && (
              <StrengthHint
                id="login-password-hint"
                username={username ?? ''}
                password={password ?? ''}
                refused={passwordError !== undefined}
              />
            )
          }
          input={{
            type: 'password',
            autoComplete: confirm ? 'new-password' : 'current-password',
            ...register('password'),
          }}
        />
        {confirm && (
          <CredentialField
            id="login-confirmation"
            label="Confirm password"
            disabled={busy}
            error={errors.confirmation?.message}
            input={{ type: 'password', autoComplete: 'new-password', ...register('confirmation') }}
          />
        )}
        {setupCode && (
          <CredentialField
            id="login-setup-code"
            label="Setup code"
            disabled={busy}
            error={codeError}
            hint={
              <p className="field-hint" id="login-setup-code-hint">
                Printed in a box where the server started (the terminal of <code>make run</code>, or
                its log); <code>folio admin setup-code</code> prints it again.
              </p>
            }
            input={{
              autoComplete: 'one-time-code',
              autoCapitalize: 'characters',
              spellCheck: false,
              ...register('setupCode'),
            }}
          />
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <div className="login-note">{children}</div>
      </form>
    </main>
  );
}

interface CredentialFieldProps {
  id: string;
  label: string;
  disabled: boolean;
  /** Shown under the field, which is then marked invalid. */
  error?: string;
  /** Drawn under the input (a falsy value: none); it carries the id `${id}-hint`. */
  hint?: ReactNode;
  /** The input's own attributes and its registration with the form. */
  input: ComponentProps<'input'>;
}

/** One labelled, required input of the form, with its hint and its error. */
function CredentialField({ id, label, disabled, error, hint, input }: CredentialFieldProps) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        required
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
