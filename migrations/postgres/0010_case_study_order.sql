-- Issue 23 point 5: case studies get the owner's drag order and the date their card and page
-- show (`YYYY-MM-DD`). The date is the owner's to set; until then it is the day the case study
-- was created (UTC, the day its `created_at` names), which is what the site showed before. A kept
-- revision keeps the date too; those kept before now take their case study's creation day.
ALTER TABLE case_studies ADD COLUMN sort_order BIGINT NOT NULL DEFAULT 0;
ALTER TABLE case_studies ADD COLUMN date TEXT NOT NULL DEFAULT '';
UPDATE case_studies SET date = substr(created_at, 1, 10);
ALTER TABLE case_study_revisions ADD COLUMN date TEXT;
UPDATE case_study_revisions SET date = (
    SELECT substr(c.created_at, 1, 10) FROM case_studies c
    WHERE c.id = case_study_revisions.case_study_id
);
