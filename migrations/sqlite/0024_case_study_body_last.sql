-- Issue 46: a case study's body is the last column of its row. SQLite stores a row's columns in
-- the table's order and a large value's tail in overflow pages, so every column after `content`
-- (the ones added since: the alt text, version, order, date and translations) made a read of the
-- outlines walk each body's pages: megabytes for a site of a thousand case studies, on each cold
-- page. The table is rebuilt with the same columns, the body last, its ids and its id sequence
-- kept (a deleted case study's id is not given again). A column added later goes before it the
-- same way; `backend/tests/api/playground.rs` checks that `content` stays last.
CREATE TABLE case_studies_body_last (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    featured_image TEXT,
    featured_image_alt TEXT,
    tags TEXT NOT NULL DEFAULT '[]',
    is_published BIGINT NOT NULL DEFAULT 0,
    is_featured BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    version BIGINT NOT NULL DEFAULT 1,
    sort_order BIGINT NOT NULL DEFAULT 0,
    date TEXT NOT NULL DEFAULT '',
    translations TEXT NOT NULL DEFAULT '{}',
    content TEXT NOT NULL
);
INSERT INTO case_studies_body_last (
    id, title, slug, description, featured_image, featured_image_alt, tags, is_published,
    is_featured, created_at, updated_at, version, sort_order, date, translations, content
)
SELECT
    id, title, slug, description, featured_image, featured_image_alt, tags, is_published,
    is_featured, created_at, updated_at, version, sort_order, date, translations, content
FROM case_studies ORDER BY id;
DELETE FROM sqlite_sequence WHERE name = 'case_studies_body_last';
INSERT INTO sqlite_sequence (name, seq)
SELECT 'case_studies_body_last', seq FROM sqlite_sequence WHERE name = 'case_studies';
DROP TABLE case_studies;
ALTER TABLE case_studies_body_last RENAME TO case_studies;
