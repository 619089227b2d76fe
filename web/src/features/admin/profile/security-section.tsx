import { SessionsSection } from './sessions-section';

/**
 * The Security section of Profile Settings (issue 40 point 5): the password, where the owner is
 * signed in, and how the account was set up. The password is changed on the server
 * (`folio admin set-password`, README "Forgot the admin password?"), which also ends every
 * session; the admin has no form for it.
 */
export function SecuritySection() {
  return (
    <div className="profile-section-cards">
      <section className="admin-card" aria-labelledby="password-heading">
        <div className="admin-card-body">
          <h2 className="section-title" id="password-heading">
            Password
          </h2>
          <p className="field-hint">
            Change your password on the server, with the same <code>DATABASE_URL</code> as the
            site: <code>folio admin set-password YOUR-USERNAME</code> reads the new one from its
            input. It signs you out everywhere, this device included.
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
