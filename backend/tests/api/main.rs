//! Integration tests: the real application over HTTP on a free port, a fresh SQLite file each.

mod auth;
mod cli;
mod content;
mod helpers;
mod media;
mod pages;
mod preview;
mod profile;
mod restart;
mod revisions;
mod web;
