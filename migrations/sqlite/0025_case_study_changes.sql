-- Issue 46: a count of the writes to case studies, kept by the database itself, so the case
-- studies' outlines (every case study without its body, which each cold page, feed and the home
-- place themselves among) are read again only when a case study changed, not after every write
-- to the site. Triggers keep it, so no write path can forget it. A later migration that rebuilds
-- `case_studies` must create them again.
ALTER TABLE site_version ADD COLUMN case_studies BIGINT NOT NULL DEFAULT 0;
CREATE TRIGGER case_studies_inserted AFTER INSERT ON case_studies
BEGIN
    UPDATE site_version SET case_studies = case_studies + 1 WHERE id = 1;
END;
CREATE TRIGGER case_studies_updated AFTER UPDATE ON case_studies
BEGIN
    UPDATE site_version SET case_studies = case_studies + 1 WHERE id = 1;
END;
CREATE TRIGGER case_studies_deleted AFTER DELETE ON case_studies
BEGIN
    UPDATE site_version SET case_studies = case_studies + 1 WHERE id = 1;
END;
