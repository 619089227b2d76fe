-- The site's favicon (issue 40 point 11): the upload the owner chose (`/uploads/<name>`), or
-- none, when `/favicon.ico` is drawn from the photo or the initials. Kept beside the site's
-- address and version, which every instance reads.
ALTER TABLE site_version ADD COLUMN favicon TEXT;
