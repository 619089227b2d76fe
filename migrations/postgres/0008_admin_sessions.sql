-- The admin's signed-in sessions (issue 21): one row per sign-in, so a password reset or "Sign out
-- everywhere else" ends them, a session ends 30 days after its sign-in however it is used, and
-- the admin can list them. The session cookie's own record (tower_sessions) names its row.
CREATE TABLE admin_sessions (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
    signed_in_at TEXT NOT NULL,
    last_used_at TEXT NOT NULL,
    address TEXT NOT NULL,
    user_agent TEXT NOT NULL
);
CREATE INDEX admin_sessions_user ON admin_sessions (user_id, last_used_at);

-- The one-time code that lets a request from another machine create the first admin; printed in
-- the server's log at start and by `folio admin setup-code`, removed once an admin exists.
CREATE TABLE setup_code (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    code TEXT NOT NULL,
    created_at TEXT NOT NULL
);
