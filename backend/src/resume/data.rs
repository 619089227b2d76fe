//! The résumé as the template reads it (`/data.json`): the home folio-core derived in the page's
//! language, narrowed to what the variant selects (folio-core's `resume_variant::select`), with
//! the fixed words of that language. Every text is a JSON string, which the template prints as
//! it is.

use folio_core::home::{Home, HomeSource};
use folio_core::language::LanguageTag;
use folio_core::links::Token;
use folio_core::resume_variant::{
    CaseStudyFacts, EducationFacts, ExperienceFacts, ResumeVariant, Selection, SelectionInput,
    select,
};
use folio_core::resume_words::{title, words_in};
use serde_json::{Value, json};

/// The facts the variant rule reads, from what the home is derived from.
pub fn selection(source: &HomeSource, variant: &ResumeVariant) -> Selection {
    let input = SelectionInput {
        variant: variant.clone(),
        experiences: source
            .experiences
            .iter()
            .map(|e| ExperienceFacts {
                id: e.id,
                industry: e.industry.clone(),
                start_date: e.start_date.clone(),
                end_date: e.end_date.clone(),
                is_current_job: e.is_current_job,
                tools: e.tools.clone(),
            })
            .collect(),
        education: source
            .education
            .iter()
            .map(|e| EducationFacts {
                id: e.id,
                category: e.category.clone(),
            })
            .collect(),
        case_studies: source
            .case_studies
            .iter()
            .map(|c| CaseStudyFacts {
                id: c.id,
                is_featured: c.is_featured,
            })
            .collect(),
    };
    select(&input)
}

/// Tokens as lines: each a list item or not, with its pieces (a text, or a link's).
fn lines(tokens: &[Token]) -> Vec<Value> {
    let mut lines = Vec::new();
    let mut bullet = false;
    let mut parts: Vec<Value> = Vec::new();
    let mut end = |bullet: &mut bool, parts: &mut Vec<Value>| {
        if !parts.is_empty() {
            lines.push(json!({ "bullet": *bullet, "parts": std::mem::take(parts) }));
        }
        *bullet = false;
    };
    for token in tokens {
        match token {
            Token::Text { text } | Token::PlainUrl { text } => {
                parts.push(json!({ "text": text, "href": null }));
            }
            Token::Link { href, text } => parts.push(json!({ "text": text, "href": href })),
            Token::LineBreak => end(&mut bullet, &mut parts),
            Token::Bullet { .. } => bullet = true,
        }
    }
    end(&mut bullet, &mut parts);
    lines
}

/// What the template is handed for the résumé of `home` (derived in `language`) as `selection`
/// chooses: `photo` whether a photo is handed with it, `address` the site's base address with
/// the language's prefix function.
pub struct Facts<'a> {
    /// The home in the page's language.
    pub home: &'a Home,
    /// The page's language.
    pub language: &'a LanguageTag,
    /// What the variant shows.
    pub selection: &'a Selection,
    /// The paper's Typst name.
    pub paper: &'static str,
    /// Whether the photo is handed in.
    pub photo: bool,
    /// Each case study's public address, by its slug.
    pub address: &'a (dyn Fn(&str) -> String + Sync),
}

/// The template's JSON.
pub fn data(facts: &Facts) -> Value {
    let home = facts.home;
    let profile = &home.profile;
    let words = words_in(facts.language);
    let region = facts.language.as_str().split('-').skip(1).find(|part| {
        part.len() == 2 && part.bytes().all(|b| b.is_ascii_alphabetic())
            || part.len() == 3 && part.bytes().all(|b| b.is_ascii_digit())
    });
    let experiences: Vec<Value> = home
        .experiences
        .iter()
        .filter(|e| facts.selection.experiences.contains(&e.id))
        .map(|e| {
            let heading = match (e.job_title.trim(), e.company.trim()) {
                (title, "") => title.to_owned(),
                ("", company) => company.to_owned(),
                (title, company) => format!("{title} — {company}"),
            };
            json!({
                "heading": heading,
                "dates": e.date_range,
                "description": lines(&e.description),
                "accomplishments": lines(&e.accomplishments),
                "tools": e.tools,
            })
        })
        .collect();
    let education: Vec<Value> = home
        .education
        .iter()
        .filter_map(|group| {
            let entries: Vec<Value> = group
                .entries
                .iter()
                .filter(|e| facts.selection.education.contains(&e.id))
                .map(|e| {
                    let link = e
                        .link
                        .as_deref()
                        .filter(|l| folio_core::url::is_http_url(l));
                    json!({ "name": e.name, "date": e.date, "link": link })
                })
                .collect();
            (!entries.is_empty()).then(|| json!({ "category": group.category, "entries": entries }))
        })
        .collect();
    let case_studies: Vec<Value> = home
        .case_studies
        .iter()
        .filter(|c| facts.selection.case_studies.contains(&c.id))
        .map(|c| {
            json!({
                "title": c.title,
                "description": c.description,
                "url": (facts.address)(&c.slug),
            })
        })
        .collect();
    let links: Vec<Value> = profile
        .links
        .iter()
        .map(|l| json!({ "label": l.label, "url": l.url }))
        .collect();
    json!({
        "lang": facts.language.primary_language(),
        "region": region,
        "title": title(&profile.name, facts.language),
        "author": profile.name,
        "paper": facts.paper,
        "words": words,
        "name": profile.name,
        "headline": profile.headline.as_deref().filter(|h| !h.trim().is_empty()),
        "location": profile.location.as_deref().filter(|l| !l.trim().is_empty()),
        "contact": profile.contact.as_ref().map(|c| json!({ "href": c.href, "label": c.label })),
        "links": links,
        "intro": lines(&profile.brief_intro),
        "photo": facts.photo,
        "photoAlt": words.photo_of.replace("{name}", &profile.name),
        "experiences": experiences,
        "education": education,
        "caseStudies": case_studies,
    })
}
