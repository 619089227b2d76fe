-- Issue 23 point 6: a photo (an upload or an http(s) URL), a headline or role, a location, a
-- contact (an email address or a contact page) and any number of other links, a JSON list of
-- {label, url}. Each is unset until the owner sets it, so nothing new is published by this.
ALTER TABLE profile ADD COLUMN photo TEXT;
ALTER TABLE profile ADD COLUMN headline TEXT;
ALTER TABLE profile ADD COLUMN location TEXT;
ALTER TABLE profile ADD COLUMN contact TEXT;
ALTER TABLE profile ADD COLUMN links TEXT NOT NULL DEFAULT '[]';
