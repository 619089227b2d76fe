-- Visitor statistics (issue 44), counted on the server with no cookie, no script and nothing
-- personal kept: no column here holds a client's address or User-Agent.
--
-- The day's random salt, one row per UTC day (YYYY-MM-DD), shared by every instance so they hash a
-- visitor alike; the days before are deleted when the day turns. A visitor is
-- hash(salt, site, address, User-Agent), held in memory only, to count the day's uniques.
CREATE TABLE visit_salts (
    day TEXT PRIMARY KEY,
    salt BLOB NOT NULL
);
-- Counters: a period (a day, YYYY-MM-DD; after 90 days compacted into its month, YYYY-MM) × what
-- was read (page, feed, download, missing) × its address × the language its address names (empty
-- for the default) × the referrer's host (with utm_source; empty for none) × the device class.
CREATE TABLE visit_counts (
    day TEXT NOT NULL,
    kind TEXT NOT NULL,
    page TEXT NOT NULL,
    language TEXT NOT NULL,
    referrer TEXT NOT NULL,
    device TEXT NOT NULL,
    views BIGINT NOT NULL,
    visitors BIGINT NOT NULL,
    PRIMARY KEY (day, kind, page, language, referrer, device)
);
-- The period's totals per kind, with its distinct visitors (a visitor reading three pages is one).
CREATE TABLE visit_days (
    day TEXT NOT NULL,
    kind TEXT NOT NULL,
    views BIGINT NOT NULL,
    visitors BIGINT NOT NULL,
    PRIMARY KEY (day, kind)
);
