-- The résumé PDF's variants (issue 43): what each tailored PDF shows (`settings`, folio-core's
-- `ResumeVariant` as JSON), its address `/resume/{slug}.pdf` when listed, or
-- `/resume/{token}.pdf` when unlisted (the token, as share links have, is revoked by clearing
-- it). The whole résumé is the default variant, `/resume.pdf`: never deleted; `public` turns its
-- address off, `listed` shows its link in the home header.
CREATE TABLE resume_variants (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    settings TEXT NOT NULL,
    is_default BIGINT NOT NULL DEFAULT 0,
    public BIGINT NOT NULL DEFAULT 1,
    listed BIGINT NOT NULL DEFAULT 0,
    token TEXT UNIQUE,
    sort_order BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
INSERT INTO resume_variants (name, slug, settings, is_default, public, listed, created_at, updated_at)
VALUES ('Whole résumé', 'resume', '{}', 1, 1, 0, '1970-01-01T00:00:00Z', '1970-01-01T00:00:00Z');
