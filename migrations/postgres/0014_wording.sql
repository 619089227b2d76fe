-- Issue 25 goal 5: the owner's wording of the public interface, a JSON object
-- `{ "<tag>": { "texts": { "<key>": "<text>" }, "counted": { "<key>": { "<category>": "<form>" } } } }`
-- (folio-core's `language::wording`), layered on each language's message catalogue. `{}` is the
-- catalogues' words alone, as every site had before.
ALTER TABLE profile ADD COLUMN wording TEXT NOT NULL DEFAULT '{}';
