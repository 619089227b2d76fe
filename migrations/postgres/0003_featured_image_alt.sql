-- What a case study's featured image shows, for those who cannot see it (its `alt` text).
ALTER TABLE case_studies ADD COLUMN featured_image_alt TEXT;
