-- Issue 46: a count of the writes to case studies, kept by the database itself, so the case
-- studies' outlines (every case study without its body, which each cold page, feed and the home
-- place themselves among) are read again only when a case study changed, not after every write
-- to the site. A trigger keeps it, so no write path can forget it.
ALTER TABLE site_version ADD COLUMN case_studies BIGINT NOT NULL DEFAULT 0;
CREATE FUNCTION case_studies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE site_version SET case_studies = case_studies + 1 WHERE id = 1;
    RETURN NULL;
END
$$;
CREATE TRIGGER case_studies_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON case_studies
FOR EACH STATEMENT EXECUTE FUNCTION case_studies_changed();
