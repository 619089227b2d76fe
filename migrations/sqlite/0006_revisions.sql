-- Revisions and autosaved drafts of case studies (issue 14).
--
-- A revision is the whole saved state after one explicit save (create, update or restore) and a
-- line saying what that save changed; the last 50 of each case study are kept. `restored_from` is
-- the time of the revision a restore brought back.
CREATE TABLE case_study_revisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    case_study_id BIGINT NOT NULL,
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    description TEXT NOT NULL,
    content TEXT NOT NULL,
    featured_image TEXT,
    featured_image_alt TEXT,
    tags TEXT NOT NULL DEFAULT '[]',
    is_published BIGINT NOT NULL DEFAULT 0,
    is_featured BIGINT NOT NULL DEFAULT 0,
    summary TEXT NOT NULL,
    restored_from TEXT,
    created_at TEXT NOT NULL
);
CREATE INDEX case_study_revisions_case_study ON case_study_revisions (case_study_id, id);

-- Case studies saved before revisions were kept start with one: their saved state.
INSERT INTO case_study_revisions (case_study_id, title, slug, description, content,
    featured_image, featured_image_alt, tags, is_published, is_featured, summary, created_at)
SELECT id, title, slug, description, content, featured_image, featured_image_alt, tags,
    is_published, is_featured, 'Saved before revisions were kept', updated_at
FROM case_studies ORDER BY id;

-- The dialog's autosaved draft: one per case study, and one (slot 0, since row ids start at 1)
-- for a case study not yet created. `draft` is the dialog's fields as JSON text, unvalidated
-- but within a case study's bounds. Nothing public reads this table.
CREATE TABLE case_study_autosaves (
    slot BIGINT PRIMARY KEY,
    draft TEXT NOT NULL,
    saved_at TEXT NOT NULL
);
