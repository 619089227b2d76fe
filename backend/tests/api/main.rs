//! Integration tests: the real application on a real listener and a fresh SQLite file per test.

mod helpers;
mod profile;
mod web;
