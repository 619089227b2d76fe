-- Admin users, experiences, education and case studies (spec §3).
-- Booleans are 0/1 integers, lists are JSON text, timestamps RFC 3339 UTC text from the app.
CREATE TABLE admin_users (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE experiences (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    job_title TEXT NOT NULL,
    company TEXT NOT NULL,
    industry TEXT NOT NULL,
    start_date TEXT NOT NULL,
    end_date TEXT,
    is_current_job BIGINT NOT NULL DEFAULT 0,
    description TEXT NOT NULL,
    accomplishments TEXT NOT NULL,
    tools TEXT NOT NULL DEFAULT '[]',
    sort_order BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE education (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    category TEXT NOT NULL,
    link TEXT,
    date TEXT,
    sort_order BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);

CREATE TABLE case_studies (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    content TEXT NOT NULL,
    featured_image TEXT,
    tags TEXT NOT NULL DEFAULT '[]',
    is_published BIGINT NOT NULL DEFAULT 0,
    is_featured BIGINT NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
