//! Integration tests: the real application over HTTP on a free port, a fresh database each (a
//! SQLite file, or a PostgreSQL database when `FOLIO_TEST_POSTGRES` names a cluster).

mod auth;
mod bounds;
mod case_study_languages;
mod chronology;
mod cli;
mod content;
mod data;
mod helpers;
mod identity;
mod instances;
mod language_addresses;
mod language_documents;
mod linkedin_import;
mod media;
mod pages;
mod password;
mod playground;
mod preview;
mod profile;
mod profile_details;
mod profile_languages;
mod proxy;
mod restart;
mod resume_import;
mod resume_round_trip;
mod revisions;
mod sessions;
mod site_address;
mod snapshot;
mod spelling;
mod start;
mod translations;
mod untranslated;
mod web;
mod wording;
