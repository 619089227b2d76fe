-- Issue 25 goal 2: each row's texts in the site's other languages, a JSON object
-- `{ "<tag>": { "<field>": "<text>" } }` (folio-core's `translations`). The default language's
-- texts stay in their own columns, so nothing stored changes meaning; `{}` is no translation.
ALTER TABLE profile ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE experiences ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE education ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
