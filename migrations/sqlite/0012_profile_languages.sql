-- Issue 25 goal 1: the site's languages, a JSON list of BCP 47 tags in canonical case whose first
-- is the default. NULL until the owner chooses: folio-core's `Languages::default()`, English
-- only, so every existing site stays as it is.
ALTER TABLE profile ADD COLUMN languages TEXT;
