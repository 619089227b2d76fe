//! Integration tests: the real application over HTTP on a free port, a fresh SQLite file each.

mod auth;
mod cli;
mod content;
mod data;
mod helpers;
mod media;
mod pages;
mod preview;
mod profile;
mod proxy;
mod restart;
mod resume_import;
mod web;
