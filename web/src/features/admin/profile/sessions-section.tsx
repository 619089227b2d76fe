import { useQuery } from '@tanstack/react-query';
import { formatLocaleDateTime } from '../../../lib/format-date';
import { LoadFailed, Loading } from '../components/query-states';
import { sessionsQuery, useSignOutOthers } from './api/sessions-api';

/**
 * Where the owner is signed in (device, address, last use), with "Sign out everywhere else": a
 * session the owner does not recognise can be ended from here.
 */
export function SessionsSection() {
  const sessions = useQuery(sessionsQuery());
  const signOut = useSignOutOthers();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section className="admin-card sessions-card" aria-labelledby="sessions-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="sessions-heading">
          Signed-in sessions
        </h2>
        {sessions.isPending ? (
          <Loading text="Loading sessions..." />
        ) : sessions.error ? (
          <LoadFailed error={sessions.error} retry={() => void sessions.refetch()} />
        ) : (
          <ul className="sessions-list">
            {sessions.data.map((session) => (
              <li key={session.id} className="sessions-item">
                <span className="sessions-device">
                  {session.device}
                  {session.current && <span className="badge sessions-current">This device</span>}
                </span>
                <span className="sessions-meta">
                  {session.address} · last used {formatLocaleDateTime(session.lastUsedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className="button"
        disabled={others === 0 || signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? 'Signing out...' : 'Sign out everywhere else'}
      </button>
    </section>
  );
}
