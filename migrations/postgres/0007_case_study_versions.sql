-- Each save of a case study raises its version, so a save made from an outdated copy (another
-- tab or device saved since) can be refused instead of silently replacing the newer one.
ALTER TABLE case_studies ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
