-- Issue 25 goal 2: a case study in the site's other languages, a JSON object
-- `{ "<tag>": { "title", "slug", "description", "content", "tags", "isPublished" } }` (folio-core's
-- `CaseStudyTexts`); its revisions keep them too. `{}` is no translation, so a case study stored
-- before is shown in every language as it was. A share link shows one language's page; none is
-- the default's.
ALTER TABLE case_studies ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE case_study_revisions ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE preview_links ADD COLUMN language TEXT;
