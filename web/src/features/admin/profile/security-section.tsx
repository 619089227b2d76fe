import { PasswordForm } from './password-form';
import { SessionsSection } from './sessions-section';

/**
 * The Security section of Profile Settings (issue 40 point 5): the password, where the owner is
 * signed in, and how the account was set up. A forgotten password is set on the server instead
 * (`folio admin set-password`, docs "Forgot the admin password?").
 */
export function SecuritySection() {
  return (
    <div className="profile-section-cards">
      <section className="admin-card" aria-labelledby="password-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="password-heading">
            Password
          </h2>
          <PasswordForm />
          <p className="field-hint">
            Forgot it? On the server, with the same <code>DATABASE_URL</code> as the site,{' '}
            <code>folio admin set-password YOUR-USERNAME</code> reads a new one from its input and
            signs you out everywhere.
          </p>
        </div>
      </section>
      <SessionsSection />
      <section className="admin-card" aria-labelledby="setup-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="setup-heading">
            Setup
          </h2>
          <p className="field-hint">
            Your admin account is set up: the one-time setup code the server printed was used up
            with it, and the setup form now refuses anyone else.
          </p>
        </div>
      </section>
    </div>
  );
}
