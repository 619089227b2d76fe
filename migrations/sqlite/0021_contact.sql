-- Visitors write to the owner (issue 42): the contact form's switch and the key its proof-of-work
-- challenges are signed with (one row, kept in the database so every instance accepts a challenge
-- another issued), the challenges already used (a replay is refused on every instance; a row is
-- pruned once its challenge has expired), the messages (no address of the sender's machine is
-- ever stored), and the outbox of their e-mail notifications, sent after the commit with retries
-- that survive a restart.
CREATE TABLE contact_settings (
    id BIGINT PRIMARY KEY,
    form_on BIGINT NOT NULL DEFAULT 0,
    -- Hex, 32 random bytes, set once by the first instance that needs it.
    signing_key TEXT
);
INSERT INTO contact_settings (id, form_on) VALUES (1, 0);

CREATE TABLE contact_challenges (
    challenge TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX contact_challenges_expiry ON contact_challenges (expires_at);

CREATE TABLE messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    -- 'inbox', 'to_check' (sent with scripts off: never notified) or 'archive'.
    folder TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT,
    body TEXT NOT NULL,
    page TEXT,
    language TEXT NOT NULL,
    is_read BIGINT NOT NULL DEFAULT 0,
    -- RFC 3339 UTC text, as every timestamp.
    created_at TEXT NOT NULL,
    -- Set by a delete the owner may still undo; such a row is gone for good after a while.
    deleted_at BIGINT
);
CREATE INDEX messages_folder ON messages (folder, created_at);
CREATE INDEX messages_created ON messages (created_at);
CREATE INDEX messages_email ON messages (email);

CREATE TABLE contact_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id BIGINT NOT NULL UNIQUE REFERENCES messages (id) ON DELETE CASCADE,
    -- 'pending', 'sent' or 'failed' (given up after its last try).
    state TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    -- Unix seconds: when it is tried next, and until when an instance holds it.
    next_at BIGINT NOT NULL,
    claimed_until BIGINT NOT NULL DEFAULT 0,
    last_error TEXT
);
CREATE INDEX contact_outbox_due ON contact_outbox (state, next_at);
