//! A JSON Resume 1.0 document (<https://jsonresume.org/schema>) read as what Folio would create
//! from it (issue 14, item 4): a profile update, experiences and education entries, each
//! validated by folio-core's own rules, and a warning for everything skipped, shortened or
//! guessed, written for the owner. Only `basics`, `work` and `education` are read; the rest of
//! the document is ignored. The file is untrusted: nothing in it can make this fail other than
//! with a message.
//!
//! - **Document.** At most [`MAX_DOCUMENT_BYTES`]; it must be JSON text of one object. A document with no
//!   name, summary, work or education has nothing to import and is refused.
//! - **Profile.** `basics.name` is the name and `basics.summary` the brief introduction (or,
//!   without a summary, `basics.label`). Of `basics.profiles`, the first GitHub and the first
//!   LinkedIn entry (by `network`, or by the address's host) with an http(s) `url` become the
//!   profile's two links. Folio's profile has no place for `basics.url`, `email`, `phone`,
//!   `location` or other networks: each one present is named in a warning. The import replaces
//!   only what the document gives; everything else of the profile stays.
//! - **Work → experiences**, in the document's order. `position` is the job title and `name` the
//!   company (an entry without either is skipped). `startDate` gives the start month: `YYYY-MM`
//!   and `YYYY-MM-DD` give their month, a bare `YYYY` its January (a warning says so); an entry
//!   without a readable start is skipped. No `endDate` means the current job; an unreadable one
//!   also makes it the current job, with a warning. `summary` is the description and
//!   `highlights` the accomplishments, one per line; when one of the two is missing the other
//!   fills both (a warning says so), and an entry with neither is skipped. The industry is the
//!   first of spec §9's suggestions named (as whole words) in `description` or `summary`, else
//!   `Other`, with a warning either way. JSON Resume has no tools, so none are created.
//! - **Education**, in the document's order. `institution` is the name and `area` the category
//!   (or `studyType` without an area, or `Education` with a warning); an entry without an
//!   institution is skipped. `url` is the link when it is an http(s) URL. `endDate`, or else
//!   `startDate`, is the date, as written. Each entry's sortOrder is its place in the document.
//! - **Bounds.** Text past its field's bound is shortened to it, ending in `…`, with a warning.
//!   At most [`MAX_ENTRIES`] work and education entries are read; the rest are left out with a
//!   warning. A field of the wrong type reads as missing, with a warning.
//!
//! Each experience and entry is then validated as the admin's forms are ([`Experience::parse`],
//! [`EducationDraft::parse`]); one that still fails is skipped with its messages.

use crate::dates::YearMonth;
use crate::url::is_http_url;
use crate::validation::{
    Checked, EducationDraft, Experience, FieldCode, NewEducation, NewExperience, ProfileDraft,
    ProfileUpdate, SortOrderInput, ValidationErrors, limits,
};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The largest document read, in bytes of JSON text (a résumé is a few kilobytes).
pub const MAX_DOCUMENT_BYTES: usize = 1_000_000;

/// The most work entries, and the most education entries, read from one document.
pub const MAX_ENTRIES: usize = 200;

/// The industry suggestions of spec §9, in its order; the last, `Other`, is the fallback.
pub const INDUSTRIES: [&str; 11] = [
    "Banking",
    "Big Data",
    "Fintech",
    "Hardware",
    "Legaltech",
    "Technology",
    "Healthcare",
    "Education",
    "Consulting",
    "Marketing",
    "Other",
];

/// What importing a JSON Resume document would create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
pub struct ResumeImport {
    /// The profile's fields the document gives; what it leaves out stays as stored.
    pub profile: ProfileUpdate,
    /// The experiences to add after the existing ones, in the document's order.
    pub experiences: Vec<NewExperience>,
    /// The education entries to add after the existing ones, in the document's order.
    pub education: Vec<NewEducation>,
    /// What was skipped, shortened or guessed, one sentence each for the owner.
    pub warnings: Vec<String>,
    /// What is created, in words: "your profile, 2 experiences and 1 education entry".
    pub summary: String,
}

impl ResumeImport {
    /// Whether the import replaces any of the profile's fields.
    pub fn changes_profile(&self) -> bool {
        let profile = &self.profile;
        profile.name.is_some()
            || profile.brief_intro.is_some()
            || !profile.github_url.is_keep()
            || !profile.linkedin_url.is_keep()
    }
}

/// What an import creates, in words.
fn summary(import: &ResumeImport) -> String {
    let count = |n: usize, one: &str, many: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    };
    let mut parts = Vec::new();
    if import.changes_profile() {
        parts.push("your profile".to_owned());
    }
    if !import.experiences.is_empty() {
        parts.push(count(import.experiences.len(), "experience", "experiences"));
    }
    if !import.education.is_empty() {
        parts.push(count(
            import.education.len(),
            "education entry",
            "education entries",
        ));
    }
    match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => "nothing".to_owned(),
    }
}

/// Reads the JSON text of a JSON Resume document: what Folio would create from it, or why the
/// document cannot be imported (under the field `document`).
pub fn import_resume(text: &str) -> Result<ResumeImport, ValidationErrors> {
    let refuse = |code, message: &str| {
        let mut errors = ValidationErrors::default();
        errors.push("document", code, message);
        Err(errors)
    };
    if text.len() > MAX_DOCUMENT_BYTES {
        return refuse(
            FieldCode::TooLong,
            "This file is too large for a résumé: at most 1 MB can be imported.",
        );
    }
    if text.trim().is_empty() {
        return refuse(FieldCode::Required, "This file is empty.");
    }
    // crate::json: the browser's own parser in the WASM module, which then carries none.
    let document = match crate::json::parse(text) {
        Some(Value::Object(document)) => document,
        Some(_) => {
            return refuse(
                FieldCode::InvalidFormat,
                "This file is not a JSON Resume document: it should hold one JSON object with \
                 basics, work or education.",
            );
        }
        None => return refuse(FieldCode::InvalidFormat, "This file is not valid JSON."),
    };
    let mut warnings = Vec::new();
    let profile = profile(&document, &mut warnings);
    let mut guessed = Vec::new();
    let mut other = Vec::new();
    let mut experiences = Vec::new();
    for (n, entry) in entries(&document, "work", "work", &mut warnings)
        .iter()
        .enumerate()
    {
        if let Some(experience) = experience(n + 1, entry, &mut warnings) {
            let industry_of = if experience.industry == "Other" {
                &mut other
            } else {
                &mut guessed
            };
            industry_of.push(format!("Work {}", n + 1));
            experiences.push(experience);
        }
    }
    if !guessed.is_empty() {
        warnings.push(format!(
            "JSON Resume has no industry: it was guessed from the text of {}. Check it after \
             the import.",
            guessed.join(", ")
        ));
    }
    if !other.is_empty() {
        warnings.push(format!(
            "JSON Resume has no industry: 'Other' is used for {}. Change it after the import \
             if you like.",
            other.join(", ")
        ));
    }
    let education = entries(&document, "education", "education", &mut warnings)
        .iter()
        .enumerate()
        .filter_map(|(n, entry)| study(n + 1, entry, &mut warnings))
        .collect::<Vec<_>>();
    let empty_profile = profile.name.is_none() && profile.brief_intro.is_none();
    if empty_profile && experiences.is_empty() && education.is_empty() {
        let mut errors = ValidationErrors::default();
        let mut message = String::from(
            "This file has nothing Folio can import: no name, summary, work or education.",
        );
        if let Some(first) = warnings.first() {
            message = format!("{message} {first}");
        }
        errors.push("document", FieldCode::Required, message);
        return Err(errors);
    }
    let mut import = ResumeImport {
        profile,
        experiences,
        education,
        warnings,
        summary: String::new(),
    };
    import.summary = summary(&import);
    Ok(import)
}

/// [`import_resume`] as a plain value for the browser.
pub fn check_resume_import(text: &str) -> Checked<ResumeImport> {
    import_resume(text).into()
}

/// Reads `basics` as a profile update.
fn profile(document: &Map<String, Value>, warnings: &mut Vec<String>) -> ProfileUpdate {
    let Some(basics) = object(document, "basics", "basics", warnings) else {
        return keep();
    };
    let mut read = |key: &str| text(basics, key, "basics", warnings);
    let name = read("name");
    let summary = read("summary");
    let label = read("label");
    let url = read("url");
    let email = read("email");
    let phone = read("phone");
    let name = name.map(|name| clip(name, limits::SHORT_TEXT, "Your name", warnings));
    let brief_intro = match (summary, label) {
        (Some(summary), _) => Some(summary),
        (None, Some(label)) => {
            warnings.push(
                "Your résumé has no summary: its label is used as your brief introduction."
                    .to_owned(),
            );
            Some(label)
        }
        (None, None) => None,
    }
    .map(|intro| {
        clip(
            intro,
            limits::LONG_TEXT,
            "Your brief introduction",
            warnings,
        )
    });
    let mut github = None;
    let mut linkedin = None;
    let mut others = Vec::new();
    for (n, entry) in list(basics, "profiles", "basics.profiles", warnings).enumerate() {
        let Some(entry) = entry.as_object() else {
            warnings.push(format!(
                "Profile {} of basics.profiles is not an object: it was skipped.",
                n + 1
            ));
            continue;
        };
        let label = format!("Profile {} of basics.profiles", n + 1);
        let network = text(entry, "network", &label, warnings).unwrap_or_default();
        let address = text(entry, "url", &label, warnings);
        let slot = match network_of(&network, address.as_deref()) {
            Some(Network::GitHub) => &mut github,
            Some(Network::LinkedIn) => &mut linkedin,
            None => {
                let shown = if network.is_empty() {
                    "an unnamed network".to_owned()
                } else {
                    network
                };
                others.push(shown);
                continue;
            }
        };
        match address {
            Some(address) if is_http_url(&address) && address.chars().count() <= limits::URL => {
                if slot.is_none() {
                    *slot = Some(address);
                }
            }
            Some(address) => warnings.push(format!(
                "The {} address '{}' is not a web address starting with http:// or https://: \
                 it was not imported.",
                network_name(network_of(&network, Some(&address))),
                shorten_for_message(&address)
            )),
            None => warnings.push(format!(
                "The {} profile has no url: it was not imported.",
                network_name(network_of(&network, None))
            )),
        }
    }
    if !others.is_empty() {
        warnings.push(format!(
            "Folio's profile links only GitHub and LinkedIn: {} {} not imported.",
            others.join(", "),
            if others.len() == 1 { "was" } else { "were" }
        ));
    }
    for (value, what) in [
        (url, "website"),
        (email, "email address"),
        (phone, "phone number"),
    ] {
        if value.is_some() {
            warnings.push(format!(
                "Folio's profile has no place for your {what}: it was not imported."
            ));
        }
    }
    if basics.get("location").is_some_and(|l| !l.is_null()) {
        warnings.push(
            "Folio's profile has no place for your location: it was not imported.".to_owned(),
        );
    }
    let draft = ProfileDraft {
        name,
        brief_intro,
        github_url: github.map(Some),
        linkedin_url: linkedin.map(Some),
        ..ProfileDraft::default()
    };
    draft.parse().unwrap_or_else(|errors| {
        warnings.push(format!("Your profile was not imported: {errors}."));
        keep()
    })
}

/// A profile update that changes nothing.
fn keep() -> ProfileUpdate {
    ProfileUpdate {
        name: None,
        brief_intro: None,
        github_url: Default::default(),
        linkedin_url: Default::default(),
        tools_order: None,
        industries_order: None,
        education_categories: None,
    }
}

#[derive(Clone, Copy)]
enum Network {
    GitHub,
    LinkedIn,
}

/// Which of Folio's two networks a profile entry is: by its `network`, or by its address's host.
fn network_of(network: &str, url: Option<&str>) -> Option<Network> {
    let network = network.trim().to_lowercase();
    let host = url
        .and_then(|url| url.split_once("://"))
        .map(|(_, rest)| rest.split(['/', '?', '#']).next().unwrap_or_default())
        .map(|host| host.rsplit('@').next().unwrap_or_default().to_lowercase())
        .unwrap_or_default();
    let on = |domain: &str| host == domain || host.ends_with(&format!(".{domain}"));
    if network == "github" || (network.is_empty() && on("github.com")) {
        Some(Network::GitHub)
    } else if network == "linkedin" || (network.is_empty() && on("linkedin.com")) {
        Some(Network::LinkedIn)
    } else {
        None
    }
}

fn network_name(network: Option<Network>) -> &'static str {
    match network {
        Some(Network::GitHub) => "GitHub",
        Some(Network::LinkedIn) => "LinkedIn",
        None => "profile",
    }
}

/// The entries of the list `key`, at most [`MAX_ENTRIES`].
fn entries<'a>(
    document: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Vec<String>,
) -> &'a [Value] {
    let all = list(document, key, label, warnings).as_slice();
    if all.len() > MAX_ENTRIES {
        warnings.push(format!(
            "Only the first {MAX_ENTRIES} {label} entries were read: {} more were left out.",
            all.len() - MAX_ENTRIES
        ));
    }
    &all[..all.len().min(MAX_ENTRIES)]
}

/// One work entry as an experience, or `None` (with a warning) when it cannot be one.
fn experience(n: usize, entry: &Value, warnings: &mut Vec<String>) -> Option<NewExperience> {
    let Some(entry) = entry.as_object() else {
        warnings.push(format!("Work {n} is not an object: it was skipped."));
        return None;
    };
    let label = format!("Work {n}");
    let mut read = |key: &str| text(entry, key, &label, warnings);
    let position = read("position");
    let company = read("name");
    let start = read("startDate");
    let end = read("endDate");
    let summary = read("summary");
    let about = read("description");
    let highlights: Vec<String> = list(
        entry,
        "highlights",
        &format!("{label}'s highlights"),
        warnings,
    )
    .filter_map(Value::as_str)
    .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
    .filter(|line| !line.is_empty())
    .collect();
    let quote = |text: &String| shorten_for_message(text);
    let who = match (&position, &company) {
        (Some(position), Some(company)) => {
            format!("{label} ({} at {})", quote(position), quote(company))
        }
        (Some(one), None) | (None, Some(one)) => format!("{label} ({})", quote(one)),
        (None, None) => label.clone(),
    };
    let skip = |why: &str, warnings: &mut Vec<String>| {
        warnings.push(format!("{who} was skipped: {why}."));
        None
    };
    let (Some(position), Some(company)) = (position, company) else {
        return skip("Folio needs both a position and a company name", warnings);
    };
    let Some(start) = start else {
        return skip("it has no start date", warnings);
    };
    let Some(start_date) = month(&start, &who, "start", warnings) else {
        return skip(
            &format!(
                "its start date '{}' is not a date",
                shorten_for_message(&start)
            ),
            warnings,
        );
    };
    let end_date = match &end {
        None => None,
        Some(end) => {
            let read = month(end, &who, "end", warnings);
            if read.is_none() {
                warnings.push(format!(
                    "{who}: its end date '{}' is not a date, so it is imported as your current job.",
                    shorten_for_message(end)
                ));
            }
            read
        }
    };
    let accomplishments = (!highlights.is_empty()).then(|| highlights.join("\n"));
    let (description, accomplishments) = match (summary, accomplishments) {
        (Some(summary), Some(done)) => (summary, done),
        (Some(summary), None) => {
            warnings.push(format!(
                "{who} has no highlights: its summary is also used as its accomplishments."
            ));
            (summary.clone(), summary)
        }
        (None, Some(done)) => {
            warnings.push(format!(
                "{who} has no summary: its highlights are also used as its description."
            ));
            (done.clone(), done)
        }
        (None, None) => {
            return skip(
                "Folio needs a description and accomplishments, and it has neither a summary \
                 nor highlights",
                warnings,
            );
        }
    };
    let industry = industry(&[about.as_deref(), Some(description.as_str())]);
    let draft = Experience {
        job_title: clip(
            position,
            limits::SHORT_TEXT,
            &format!("{who}'s position"),
            warnings,
        ),
        company: clip(
            company,
            limits::SHORT_TEXT,
            &format!("{who}'s company name"),
            warnings,
        ),
        industry: industry.unwrap_or("Other").to_owned(),
        start_date: start_date.to_string(),
        end_date: end_date.map(|end| end.to_string()),
        is_current_job: end_date.is_none(),
        description: clip(
            description,
            limits::LONG_TEXT,
            &format!("{who}'s summary"),
            warnings,
        ),
        accomplishments: clip(
            accomplishments,
            limits::LONG_TEXT,
            &format!("{who}'s highlights"),
            warnings,
        ),
        ..Experience::default()
    };
    match draft.parse() {
        Ok(experience) => Some(experience),
        Err(errors) => skip(&errors.to_string(), warnings),
    }
}

/// One education entry, or `None` (with a warning) when it cannot be one.
fn study(n: usize, entry: &Value, warnings: &mut Vec<String>) -> Option<NewEducation> {
    let Some(entry) = entry.as_object() else {
        warnings.push(format!("Education {n} is not an object: it was skipped."));
        return None;
    };
    let label = format!("Education {n}");
    let mut read = |key: &str| text(entry, key, &label, warnings);
    let institution = read("institution");
    let area = read("area");
    let study_type = read("studyType");
    let url = read("url");
    let end = read("endDate");
    let start = read("startDate");
    let Some(institution) = institution else {
        warnings.push(format!("{label} was skipped: it has no institution."));
        return None;
    };
    let who = format!("{label} ({})", shorten_for_message(&institution));
    let category = match (area, study_type) {
        (Some(area), _) => area,
        (None, Some(kind)) => kind,
        (None, None) => {
            warnings.push(format!(
                "{who} has no area or study type: it is filed under 'Education'."
            ));
            "Education".to_owned()
        }
    };
    let link = url.filter(|url| {
        let fits = is_http_url(url) && url.chars().count() <= limits::URL;
        if !fits {
            warnings.push(format!(
                "{who}: its url '{}' is not a web address starting with http:// or https://, \
                 so it has no link.",
                shorten_for_message(url)
            ));
        }
        fits
    });
    let date = end.or(start).map(|date| {
        clip(
            date,
            limits::EDUCATION_DATE,
            &format!("{who}'s date"),
            warnings,
        )
    });
    let draft = EducationDraft {
        name: clip(
            institution,
            limits::SHORT_TEXT,
            &format!("{who}'s institution"),
            warnings,
        ),
        category: clip(
            category,
            limits::SHORT_TEXT,
            &format!("{who}'s area"),
            warnings,
        ),
        link,
        date,
        sort_order: SortOrderInput::Number((n - 1) as f64),
    };
    match draft.parse() {
        Ok(entry) => Some(entry),
        Err(errors) => {
            warnings.push(format!("{who} was skipped: {errors}."));
            None
        }
    }
}

/// The month of an ISO 8601 date: `YYYY-MM` or `YYYY-MM-DD`, or a bare `YYYY` as its January
/// (with a warning naming `which` date of `who`).
fn month(text: &str, who: &str, which: &str, warnings: &mut Vec<String>) -> Option<YearMonth> {
    let text = text.trim();
    let digits = |part: &str, n: usize| part.len() == n && part.bytes().all(|b| b.is_ascii_digit());
    if digits(text, 4) {
        let month = YearMonth::parse(&format!("{text}-01"))?;
        warnings.push(format!(
            "{who}: its {which} date gives only the year {text}, so January {text} is used."
        ));
        return Some(month);
    }
    let month_part = match text.len() {
        7 => text,
        10 if text.as_bytes()[7] == b'-' && digits(&text[8..], 2) => &text[..7],
        _ => return None,
    };
    YearMonth::parse(month_part)
}

/// The first industry suggestion (not `Other`) named as whole words in any of `texts`.
fn industry(texts: &[Option<&str>]) -> Option<&'static str> {
    texts.iter().flatten().find_map(|text| {
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| !word.is_empty())
            .map(str::to_lowercase)
            .collect();
        INDUSTRIES[..INDUSTRIES.len() - 1]
            .iter()
            .copied()
            .find(|industry| {
                let wanted: Vec<String> = industry.split(' ').map(str::to_lowercase).collect();
                words
                    .windows(wanted.len())
                    .any(|window| window == wanted.as_slice())
            })
    })
}

/// `text` shortened to `max` characters, ending in `…`, with a warning naming `what`.
fn clip(text: String, max: usize, what: &str, warnings: &mut Vec<String>) -> String {
    let count = text.chars().count();
    if count <= max {
        return text;
    }
    warnings.push(format!(
        "{what} was shortened from {count} to {max} characters, Folio's limit."
    ));
    let mut short: String = text
        .chars()
        .take(max - 1)
        .collect::<String>()
        .trim_end()
        .to_owned();
    short.push('…');
    short
}

/// A value quoted in a warning, at most 60 characters.
fn shorten_for_message(text: &str) -> String {
    if text.chars().count() <= 60 {
        text.to_owned()
    } else {
        let mut short: String = text.chars().take(59).collect();
        short.push('…');
        short
    }
}

/// The object under `key`; a warning when something else is there.
fn object<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Vec<String>,
) -> Option<&'a Map<String, Value>> {
    match map.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::Object(object)) => Some(object),
        Some(_) => {
            warnings.push(format!("{label} is not an object: it was skipped."));
            None
        }
    }
}

/// The list under `key` (empty when absent); a warning when something else is there.
fn list<'a>(
    map: &'a Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Vec<String>,
) -> std::slice::Iter<'a, Value> {
    match map.get(key) {
        Some(Value::Array(items)) => items.iter(),
        None | Some(Value::Null) => [].iter(),
        Some(_) => {
            warnings.push(format!("{label} is not a list: it was skipped."));
            [].iter()
        }
    }
}

/// The trimmed, non-blank text under `key`; a warning naming `label` when it is not text.
fn text(
    map: &Map<String, Value>,
    key: &str,
    label: &str,
    warnings: &mut Vec<String>,
) -> Option<String> {
    match map.get(key) {
        Some(Value::String(text)) => crate::lenient::non_blank(Some(text)),
        None | Some(Value::Null) => None,
        Some(_) => {
            warnings.push(format!("{label}: {key} is not text, so it was left out."));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn work(count: usize) -> String {
        let entry = json!({"name": "Acme", "position": "Dev", "startDate": "2020-01",
            "summary": "Built things.", "highlights": ["Shipped"]});
        json!({ "work": vec![entry; count] }).to_string()
    }

    #[test]
    fn a_huge_work_list_gives_at_most_the_bound_of_experiences() {
        let imported = import_resume(&work(MAX_ENTRIES + 50)).unwrap();
        assert_eq!(imported.experiences.len(), MAX_ENTRIES);
        assert!(imported.warnings[0].contains("50 more were left out"));
    }

    #[test]
    fn a_document_past_the_byte_bound_is_refused_before_it_is_parsed() {
        let text = format!(
            "{{\"basics\": {{\"name\": \"{}\"}}}}",
            "a".repeat(MAX_DOCUMENT_BYTES)
        );
        let errors = import_resume(&text).unwrap_err();
        assert_eq!(errors.fields[0].code, FieldCode::TooLong);
    }

    #[test]
    fn deeply_nested_json_is_refused_with_a_message_not_a_crash() {
        let text = "[".repeat(100_000);
        assert_eq!(
            import_resume(&text).unwrap_err().fields[0].code,
            FieldCode::InvalidFormat
        );
    }

    #[test]
    fn folios_own_export_imports_back_to_the_same_fields() {
        let exported = json!({
            "basics": {"name": "Ada", "summary": "Intro", "url": "https://ada.example",
                "profiles": [{"network": "GitHub", "url": "https://github.com/ada"}]},
            "work": [{"name": "Acme", "position": "Dev", "startDate": "2020-01",
                "endDate": "2021-06", "summary": "Did work.", "highlights": ["One", "Two"]}],
            "education": [{"institution": "MIT", "area": "Degrees", "url": "https://mit.edu",
                "endDate": "2019"}]
        });
        let imported = import_resume(&exported.to_string()).unwrap();
        let experience = &imported.experiences[0];
        assert_eq!(experience.accomplishments, "One\nTwo");
        assert_eq!(
            experience.end_date.map(|d| d.to_string()).as_deref(),
            Some("2021-06")
        );
        assert!(!experience.is_current_job);
        let entry = &imported.education[0];
        assert_eq!(
            (entry.name.as_str(), entry.category.as_str()),
            ("MIT", "Degrees")
        );
        assert_eq!(entry.date.as_deref(), Some("2019"));
    }
}
