import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuthCheck, useLogin, useSetup, useSetupState } from './api/auth-api';
import { useAuth } from '../lib/auth-store';
import { CredentialsForm } from './credentials-form';

/** Spec §2 Login screen; on a fresh install, where no admin exists yet, it creates the account. */
export function LoginPage() {
  useDocumentTitle('Admin Login');
  useAuthCheck();
  const auth = useAuth((state) => state.auth);
  const [, navigate] = useLocation();
  const setup = useSetupState(auth.status === 'unauthenticated');

  useEffect(() => {
    if (auth.status === 'authenticated') navigate('~/admin', { replace: true });
  }, [auth.status, navigate]);

  if (auth.status === 'authenticated') {
    return (
      <main className="page page--center">
        <p role="status">Redirecting to admin dashboard...</p>
      </main>
    );
  }
  // If the setup check fails, the usual login form is the safe answer.
  if (auth.status === 'unknown' || setup.isPending) return <LoadingScreen />;
  return setup.data?.available ? <SetupForm /> : <LoginForm />;
}

function LoginForm() {
  const login = useLogin();
  return (
    <CredentialsForm
      title="ADMIN LOGIN"
      submitLabel="Sign In"
      busyLabel="Signing in..."
      busy={login.isPending}
      onSubmit={(credentials) => login.mutate(credentials)}
    >
      <p>This is a private admin area.</p>
      <p>Contact the site owner if you need access.</p>
    </CredentialsForm>
  );
}

function SetupForm() {
  const setup = useSetup();
  return (
    <CredentialsForm
      title="CREATE ADMIN ACCOUNT"
      submitLabel="Create Account"
      busyLabel="Creating account..."
      busy={setup.isPending}
      confirm
      setupCode={{ error: setup.setupCodeError }}
      onSubmit={(credentials) => setup.mutate(credentials)}
    >
      <p>No admin account exists yet.</p>
      <p>Choose the username and password you will sign in with.</p>
    </CredentialsForm>
  );
}
