-- What more than one instance on one database must share (issue 15).
-- Uploaded images (re-encoded, with their WebP copies), served by every instance from here.
CREATE TABLE uploads (
    name TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX uploads_created ON uploads (created_at);

-- Sign-in attempts that did not succeed, per client network and username (a digest): the times
-- as a JSON list of Unix seconds.
CREATE TABLE login_throttle (
    client_key TEXT PRIMARY KEY,
    attempts TEXT NOT NULL DEFAULT '[]',
    updated_at TEXT NOT NULL
);
CREATE INDEX login_throttle_updated ON login_throttle (updated_at);

-- Advanced by every write, so every instance drops its snapshot of public answers.
CREATE TABLE site_version (
    id BIGINT PRIMARY KEY,
    version BIGINT NOT NULL
);
INSERT INTO site_version (id, version) VALUES (1, 0);
