-- The session cookie's records move into a table of Folio's own (`session_records`), read
-- through the site's own pool. The records kept before, in the session store's own schema, are
-- dropped with it, and the sign-ins they carried with them: an owner signs in once more.
CREATE TABLE session_records (
    id TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX session_records_expiry ON session_records (expires_at);
DROP SCHEMA IF EXISTS tower_sessions CASCADE;
DELETE FROM admin_sessions;
