import { useEffect } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type Login, type LoginDraft, validateLogin } from '../../../lib/core';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { failureToast } from '../components/toast-store';
import { coreResolver } from '../lib/core-resolver';
import { useAuthCheck, useLogin } from './auth-api';
import { useAuth } from './auth-store';

/** Spec §2 Login screen. */
export function LoginPage() {
  useDocumentTitle('Admin Login');
  useAuthCheck();
  const auth = useAuth((state) => state.auth);
  const [, navigate] = useLocation();
  const login = useLogin();
  const { register, handleSubmit } = useForm<LoginDraft, unknown, Login>({
    defaultValues: { username: '', password: '' },
    resolver: coreResolver(validateLogin),
  });

  useEffect(() => {
    if (auth.status === 'authenticated') navigate('~/admin', { replace: true });
  }, [auth.status, navigate]);

  if (auth.status === 'unknown') return <LoadingScreen />;
  if (auth.status === 'authenticated') {
    return (
      <main className="page page--center">
        <p role="status">Redirecting to admin dashboard...</p>
      </main>
    );
  }

  const busy = login.isPending;
  // Spec §5: a blank field is reported in a toast with folio-core's message, not under the field.
  const onInvalid = (errors: FieldErrors<LoginDraft>) =>
    failureToast('Error', errors.username?.message ?? errors.password?.message);

  return (
    <main className="page page--center">
      <form
        className="login-card"
        noValidate
        onSubmit={handleSubmit((credentials) => login.mutate(credentials), onInvalid)}
      >
        <h1 className="login-title">ADMIN LOGIN</h1>
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
            autoComplete="current-password"
            required
            disabled={busy}
            {...register('password')}
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
        <div className="login-note">
          <p>This is a private admin area.</p>
          <p>Contact the site owner if you need access.</p>
        </div>
      </form>
    </main>
  );
}
