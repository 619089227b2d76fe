-- Links that let a reviewer see a case study's preview without signing in (issue 14), until
-- they expire or the owner revokes them.
CREATE TABLE preview_links (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    case_study_id BIGINT NOT NULL,
    token TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX preview_links_case_study ON preview_links (case_study_id);
