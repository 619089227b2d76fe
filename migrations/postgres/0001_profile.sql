-- The site owner's profile (spec §3): exactly one row, created here with the spec's defaults.
-- Lists are JSON text; timestamps are RFC 3339 UTC text written by the application.
CREATE TABLE profile (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    brief_intro TEXT NOT NULL,
    github_url TEXT,
    linkedin_url TEXT,
    education_categories TEXT NOT NULL,
    tools_order TEXT NOT NULL DEFAULT '[]',
    industries_order TEXT NOT NULL DEFAULT '[]',
    updated_at TEXT NOT NULL
);

INSERT INTO profile (id, name, brief_intro, github_url, linkedin_url, education_categories, updated_at)
VALUES (
    1,
    'Your Name',
    'I build thoughtful products end to end, from the first sketch to the last release. Here you will find the roles I have held, what I learned along the way, and case studies of work I am proud of.',
    'https://github.com/',
    'https://www.linkedin.com/',
    '["Product Management","Data Analytics","Machine Learning","AI","Software Development","Business Strategy","UX/UI Design","Marketing","Finance","Other"]',
    '1970-01-01T00:00:00Z'
);
