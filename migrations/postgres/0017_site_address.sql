-- The site's one address (issue 39): what every page, card, feed and sitemap names, whatever
-- `Host` a request carries. Set from the address the owner set up through, changed in the
-- admin; `PUBLIC_URL` overrides it. Kept beside `site_version`, which every instance reads, so
-- a change reaches every instance with the version it advances.
ALTER TABLE site_version ADD COLUMN address TEXT;
