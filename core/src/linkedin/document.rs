//! The export read as a JSON Resume document, which the JSON Resume import then matches,
//! previews and stores (the rules are in the parent module's docs).

use super::dates::LinkedInDate;
use super::description::split;
use super::files::{Kind, ReadFile};
use super::types::{LinkedInChoices, LinkedInCounts, LinkedInExport, LinkedInResume};
use serde_json::{Map, Value, json};

/// The category of certifications.
pub const CERTIFICATIONS: &str = "Certifications";
/// The category of schools unless the owner picks another.
pub const EDUCATION: &str = "Education";

/// The rows of every file of `kind`, in the export's order, as maps from column to text.
fn rows(export: &LinkedInExport, kind: Kind) -> Vec<Map<String, Value>> {
    export
        .files
        .iter()
        .filter(|file: &&ReadFile| file.kind == kind)
        .flat_map(|file| file.rows.iter())
        .map(|row| {
            kind.columns()
                .iter()
                .zip(row)
                .filter(|(_, text)| !text.is_empty())
                .map(|(column, text)| ((*column).to_owned(), Value::String(text.clone())))
                .collect()
        })
        .collect()
}

fn text<'a>(row: &'a Map<String, Value>, column: &str) -> Option<&'a str> {
    row.get(column).and_then(Value::as_str)
}

/// Puts `value` under `key` when there is one.
fn put(entry: &mut Map<String, Value>, key: &str, value: Option<String>) {
    if let Some(value) = value {
        entry.insert(key.to_owned(), Value::String(value));
    }
}

/// The date in `column` of `row` as JSON Resume writes it; a note when LinkedIn did not write
/// it as a date.
fn date(
    notes: &mut Vec<String>,
    row: &Map<String, Value>,
    column: &str,
    who: &str,
) -> Option<String> {
    let written = text(row, column)?;
    let read = LinkedInDate::parse(written);
    if read.is_none() {
        notes.push(format!(
            "{who}: its {column} '{}' is not a date LinkedIn writes, so it was left out.",
            crate::text::shorten(written, 40)
        ));
    }
    read.map(LinkedInDate::iso)
}

/// Reads `export` as a JSON Resume document with the owner's `choices`.
pub fn resume(export: &LinkedInExport, choices: &LinkedInChoices) -> LinkedInResume {
    let mut notes = Vec::new();
    let skills: Vec<String> = rows(export, Kind::Skills)
        .iter()
        .filter_map(|row| text(row, "Name").map(str::to_owned))
        .collect();
    let positions = rows(export, Kind::Positions);
    let work = work(&positions, &choices.tools, &mut notes);
    let schools = rows(export, Kind::Education);
    let mut education = schools_of(&schools, choices, &mut notes);
    let certifications = rows(export, Kind::Certifications);
    education.extend(certifications_of(&certifications, &mut notes));
    let projects = projects_of(&rows(export, Kind::Projects), &mut notes);
    let languages = languages_of(&rows(export, Kind::Languages), &mut notes);
    let emails = rows(export, Kind::EmailAddresses);
    let counts = LinkedInCounts {
        positions: positions.len(),
        schools: schools.len(),
        certifications: certifications.len(),
        projects: projects.len(),
        skills: skills.len(),
        languages,
        emails: emails.len(),
    };
    let mut document = Map::new();
    if let Some(basics) = basics(export, &emails) {
        document.insert("basics".to_owned(), Value::Object(basics));
    }
    document.insert("work".to_owned(), Value::Array(work));
    document.insert("education".to_owned(), Value::Array(education));
    document.insert("projects".to_owned(), Value::Array(projects));
    LinkedInResume {
        document: Value::Object(document).to_string(),
        skills,
        notes,
        counts,
    }
}

/// The positions as `work`, each with the chosen `tools` it names.
fn work(positions: &[Map<String, Value>], tools: &[String], notes: &mut Vec<String>) -> Vec<Value> {
    let mut work = Vec::new();
    let mut named = vec![false; tools.len()];
    let mut located = 0;
    for (n, row) in positions.iter().enumerate() {
        let who = format!("Position {}", n + 1);
        let mut entry = Map::new();
        put(
            &mut entry,
            "name",
            text(row, "Company Name").map(str::to_owned),
        );
        put(
            &mut entry,
            "position",
            text(row, "Title").map(str::to_owned),
        );
        put(
            &mut entry,
            "startDate",
            date(notes, row, "Started On", &who),
        );
        put(&mut entry, "endDate", date(notes, row, "Finished On", &who));
        let description = text(row, "Description").unwrap_or_default();
        let (about, done) = split(description);
        put(&mut entry, "summary", about);
        if let Some(done) = done {
            entry.insert(
                "highlights".to_owned(),
                json!(done.lines().collect::<Vec<_>>()),
            );
        }
        located += usize::from(text(row, "Location").is_some());
        let said = format!("{} {description}", text(row, "Title").unwrap_or_default());
        let used: Vec<&String> = tools
            .iter()
            .enumerate()
            .filter(|(_, tool)| names(&said, tool))
            .map(|(k, tool)| {
                named[k] = true;
                tool
            })
            .collect();
        if !used.is_empty() {
            entry.insert("folio".to_owned(), json!({ "tools": used }));
        }
        work.push(Value::Object(entry));
    }
    let unnamed: Vec<&str> = tools
        .iter()
        .zip(&named)
        .filter(|(_, named)| !**named)
        .map(|(tool, _)| tool.as_str())
        .collect();
    if !unnamed.is_empty() {
        notes.push(format!(
            "No position names {}: {} no experience's tool.",
            unnamed.join(", "),
            if unnamed.len() == 1 {
                "it is"
            } else {
                "they are"
            }
        ));
    }
    if located > 0 {
        notes.push(
            "Folio's experiences have no place for a position's location: it was not imported."
                .to_owned(),
        );
    }
    work
}

/// Marks `entry`'s category as LinkedIn's default word, not one the owner gave: an update keeps
/// the existing entry's category, and an import into another language leaves that language's
/// category as it is (the English word is no translation).
fn default_category(entry: &mut Map<String, Value>) {
    entry.insert("folio".to_owned(), json!({ "defaultCategory": true }));
}

/// The schools as `education` entries in the owner's category.
fn schools_of(
    schools: &[Map<String, Value>],
    choices: &LinkedInChoices,
    notes: &mut Vec<String>,
) -> Vec<Value> {
    let category = choices
        .education_category
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .unwrap_or(EDUCATION);
    let mut education = Vec::new();
    let mut noted = 0;
    for (n, row) in schools.iter().enumerate() {
        let who = format!("School {}", n + 1);
        let school = text(row, "School Name");
        let name = match (text(row, "Degree Name"), school) {
            (Some(degree), Some(school)) => Some(format!("{degree}, {school}")),
            (degree, school) => school.or(degree).map(str::to_owned),
        };
        let mut entry = Map::new();
        put(&mut entry, "institution", name);
        put(&mut entry, "area", Some(category.to_owned()));
        if category == EDUCATION {
            default_category(&mut entry);
        }
        let end = date(notes, row, "End Date", &who);
        let start = date(notes, row, "Start Date", &who);
        put(&mut entry, "endDate", end.or(start));
        noted += usize::from(text(row, "Notes").is_some() || text(row, "Activities").is_some());
        education.push(Value::Object(entry));
    }
    if noted > 0 {
        notes.push(format!(
            "Folio's education entries have no place for notes and activities: those of {noted} \
             {} were not imported.",
            if noted == 1 { "school" } else { "schools" }
        ));
    }
    education
}

/// The certifications as `education` entries in [`CERTIFICATIONS`], with their links.
fn certifications_of(certifications: &[Map<String, Value>], notes: &mut Vec<String>) -> Vec<Value> {
    let entries = certifications
        .iter()
        .enumerate()
        .map(|(n, row)| {
            let who = format!("Certification {}", n + 1);
            let mut entry = Map::new();
            put(
                &mut entry,
                "institution",
                text(row, "Name").map(str::to_owned),
            );
            put(&mut entry, "area", Some(CERTIFICATIONS.to_owned()));
            default_category(&mut entry);
            put(&mut entry, "url", text(row, "Url").map(str::to_owned));
            put(&mut entry, "endDate", date(notes, row, "Started On", &who));
            Value::Object(entry)
        })
        .collect();
    if !certifications.is_empty() {
        notes.push(
            "A certification's authority and license number have no place in Folio: they were \
             not imported."
                .to_owned(),
        );
    }
    entries
}

/// The projects as JSON Resume's `projects`.
fn projects_of(projects: &[Map<String, Value>], notes: &mut Vec<String>) -> Vec<Value> {
    projects
        .iter()
        .enumerate()
        .map(|(n, row)| {
            let who = format!("Project {}", n + 1);
            let mut entry = Map::new();
            put(&mut entry, "name", text(row, "Title").map(str::to_owned));
            put(
                &mut entry,
                "description",
                text(row, "Description").map(str::to_owned),
            );
            put(&mut entry, "url", text(row, "Url").map(str::to_owned));
            put(
                &mut entry,
                "startDate",
                date(notes, row, "Started On", &who),
            );
            put(&mut entry, "endDate", date(notes, row, "Finished On", &who));
            Value::Object(entry)
        })
        .collect()
}

/// A note listing the languages, which have no place in Folio; answers how many there are.
fn languages_of(languages: &[Map<String, Value>], notes: &mut Vec<String>) -> usize {
    let named: Vec<String> = languages
        .iter()
        .filter_map(|row| {
            let name = text(row, "Name")?;
            Some(match text(row, "Proficiency") {
                Some(level) => format!("{name} ({level})"),
                None => name.to_owned(),
            })
        })
        .collect();
    if !named.is_empty() {
        notes.push(format!(
            "Folio's profile has no place for languages: {} {} not imported.",
            named.join(", "),
            if named.len() == 1 { "was" } else { "were" }
        ));
    }
    named.len()
}

/// `Profile.csv`'s first row and the primary e-mail address as JSON Resume's `basics`.
fn basics(export: &LinkedInExport, emails: &[Map<String, Value>]) -> Option<Map<String, Value>> {
    let profile = rows(export, Kind::Profile).into_iter().next();
    let email = emails
        .iter()
        .find(|row| text(row, "Primary").is_some_and(|p| p.eq_ignore_ascii_case("yes")))
        .or(emails.first())
        .and_then(|row| text(row, "Email Address"))
        .map(str::to_owned);
    if profile.is_none() && email.is_none() {
        return None;
    }
    let profile = profile.unwrap_or_default();
    let mut basics = Map::new();
    let name = [text(&profile, "First Name"), text(&profile, "Last Name")]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ");
    put(&mut basics, "name", (!name.is_empty()).then_some(name));
    put(
        &mut basics,
        "label",
        text(&profile, "Headline").map(str::to_owned),
    );
    put(
        &mut basics,
        "summary",
        text(&profile, "Summary").map(str::to_owned),
    );
    put(&mut basics, "email", email);
    if let Some(place) = text(&profile, "Geo Location") {
        basics.insert("location".to_owned(), json!({ "city": place }));
    }
    let mut profiles: Vec<Value> = websites(text(&profile, "Websites").unwrap_or_default())
        .into_iter()
        .map(|(network, url)| json!({ "network": network, "url": url }))
        .collect();
    for handle in list(text(&profile, "Twitter Handles").unwrap_or_default()) {
        let handle = handle.trim_start_matches('@');
        profiles.push(json!({ "network": "X", "url": format!("https://x.com/{handle}") }));
    }
    if !profiles.is_empty() {
        basics.insert("profiles".to_owned(), Value::Array(profiles));
    }
    Some(basics)
}

/// LinkedIn's list form `[a,b]` (brackets optional) as its items.
fn list(text: &str) -> Vec<&str> {
    let inner = text.trim().trim_start_matches('[').trim_end_matches(']');
    inner
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect()
}

/// `Websites`, `[PORTFOLIO:https://a.example,OTHER:https://b.example]`, as (network, address)
/// pairs: a label is capitalised ("Portfolio"); a comma inside an address stays in it; the
/// network of a GitHub or LinkedIn address is left for the import to see from its host.
pub fn websites(text: &str) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for piece in list(text) {
        let labelled = piece.split_once(':').filter(|(label, rest)| {
            !rest.starts_with("//")
                && !label.is_empty()
                && label
                    .chars()
                    .all(|c| c.is_alphabetic() || c == ' ' || c == '_')
        });
        match (labelled, found.last_mut()) {
            (Some((label, url)), _) => found.push((capitalised(label), url.trim().to_owned())),
            (None, Some(last)) if !piece.contains("://") => {
                last.1.push(',');
                last.1.push_str(piece);
            }
            (None, _) => found.push(("Website".to_owned(), piece.to_owned())),
        }
    }
    for (network, url) in &mut found {
        let host = url.split("://").nth(1).unwrap_or_default().to_lowercase();
        if [
            "github.com",
            "www.github.com",
            "linkedin.com",
            "www.linkedin.com",
        ]
        .iter()
        .any(|known| host.starts_with(&format!("{known}/")) || host == *known)
        {
            network.clear();
        }
    }
    found
}

fn capitalised(label: &str) -> String {
    let label = label.trim().replace('_', " ").to_lowercase();
    let mut chars = label.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Whether `text` names `skill`: the same letters, any case, not inside a longer word.
fn names(text: &str, skill: &str) -> bool {
    let skill = skill.trim().to_lowercase();
    if skill.is_empty() {
        return false;
    }
    let text = text.to_lowercase();
    let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    text.match_indices(&skill).any(|(at, _)| {
        !word(text[..at].chars().next_back()) && !word(text[at + skill.len()..].chars().next())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn websites_are_read_with_their_labels_and_commas_in_addresses() {
        assert_eq!(
            websites("[PORTFOLIO:https://ada.example/a,b,OTHER:https://github.com/ada]"),
            vec![
                ("Portfolio".to_owned(), "https://ada.example/a,b".to_owned()),
                (String::new(), "https://github.com/ada".to_owned()),
            ]
        );
        assert_eq!(
            websites("https://ada.example"),
            vec![("Website".to_owned(), "https://ada.example".to_owned())]
        );
    }

    #[test]
    fn a_skill_is_named_only_as_a_whole_word() {
        assert!(names("Built it in Rust and C++.", "rust"));
        assert!(names("Built it in Rust and C++.", "C++"));
        assert!(!names("Trusted partner", "Rust"));
    }
}
