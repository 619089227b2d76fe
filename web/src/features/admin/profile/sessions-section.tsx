import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../lib/api-schema';
import { formatLocaleDateTime } from '../../../lib/format-date';
import { LoadFailed, Loading } from '../components/query-states';
import { sessionsQuery, useSignOutOthers } from './api/sessions-api';

type Session = components['schemas']['SessionInfo'];

/** How many sessions show at once: this device first, then the most recently used. */
const SHOWN = 4;

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
          <SessionList sessions={sessions.data} />
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

/**
 * This device, then the others by last use. Past the first few, the rest wait behind "N more
 * sessions", so an owner who signs in often keeps a short page.
 */
function SessionList({ sessions }: { sessions: readonly Session[] }) {
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const rest = ordered.slice(SHOWN);
  return (
    <>
      <ul className="sessions-list">{ordered.slice(0, SHOWN).map(sessionItem)}</ul>
      {rest.length > 0 && (
        <details className="sessions-more">
          <summary>{rest.length === 1 ? '1 more session' : `${rest.length} more sessions`}</summary>
          <ul className="sessions-list">{rest.map(sessionItem)}</ul>
        </details>
      )}
    </>
  );
}

function sessionItem(session: Session) {
  return (
    <li key={session.id} className="sessions-item">
      <span className="sessions-device">
        {session.device}
        {session.current && <span className="badge sessions-current">This device</span>}
      </span>
      <span className="sessions-meta">
        {session.address} · last used {formatLocaleDateTime(session.lastUsedAt)}
      </span>
    </li>
  );
}
