//! The pages' content as plain HTML, readable without JavaScript and by crawlers. The app replaces
//! it when it starts. Every rule (date ranges, links in text, education grouping) is folio-core's.

use super::html::escape;
use folio_core::dates::{DateRange, public_date_range};
use folio_core::grouping::{Education, group_education};
use folio_core::links::{Token, link_tokens};
use serde_json::Value;

fn text(value: &Value) -> &str {
    value.as_str().unwrap_or_default()
}

/// Text with its http(s) links clickable and its line breaks kept (spec §2).
fn linked(value: &Value) -> String {
    link_tokens(text(value))
        .into_iter()
        .map(|token| match token {
            Token::Text { text } => escape(&text),
            Token::Link { href, text } => format!(
                "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer nofollow\">{}</a>",
                escape(&href),
                escape(&text)
            ),
            Token::PlainUrl { text } => {
                format!("<span class=\"plain-url\">{}</span>", escape(&text))
            }
            Token::LineBreak => "<br />".to_owned(),
        })
        .collect()
}

fn header(profile: &Value) -> String {
    let mut links = String::new();
    for (key, label) in [("githubUrl", "GitHub"), ("linkedinUrl", "LinkedIn")] {
        if let Some(url) = profile[key].as_str().filter(|url| !url.is_empty()) {
            links.push_str(&format!(
                "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{label}</a>",
                escape(url)
            ));
        }
    }
    format!(
        "<header class=\"hero\"><h1 class=\"hero-name\">{}</h1><p class=\"hero-intro\">{}</p>\
         <nav class=\"hero-links\">{links}</nav></header>",
        escape(text(&profile["name"])),
        escape(text(&profile["briefIntro"]))
    )
}

fn experiences(list: &Value) -> String {
    let items = list.as_array().map(Vec::as_slice).unwrap_or_default();
    if items.is_empty() {
        return "<p>No experiences added yet.</p>".to_owned();
    }
    items
        .iter()
        .map(|e| {
            let range = serde_json::from_value::<DateRange>(e.clone())
                .map(|range| public_date_range(&range))
                .unwrap_or_default();
            format!(
                "<article class=\"card\"><h3>{}</h3><p>{} · {}</p><p>{}</p><p>{}</p></article>",
                escape(text(&e["jobTitle"])),
                escape(text(&e["company"])),
                escape(&range),
                linked(&e["description"]),
                linked(&e["accomplishments"])
            )
        })
        .collect()
}

fn education(list: &Value, categories: &Value) -> String {
    let entries: Vec<Education> = serde_json::from_value(list.clone()).unwrap_or_default();
    let categories: Vec<String> = serde_json::from_value(categories.clone()).unwrap_or_default();
    group_education(&entries, &categories)
        .into_iter()
        .map(|group| {
            let items: String = group
                .entries
                .iter()
                .map(|entry| {
                    let name = escape(&entry.name);
                    let name = match &entry.link {
                        Some(link) => format!(
                            "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{name}</a>",
                            escape(link)
                        ),
                        None => name,
                    };
                    let date = entry.date.as_deref().map(escape).unwrap_or_default();
                    format!("<li>{name} <span>{date}</span></li>")
                })
                .collect();
            format!("<h3>{}</h3><ul>{items}</ul>", escape(&group.category))
        })
        .collect()
}

fn case_study_links(list: &Value) -> String {
    let items = list.as_array().map(Vec::as_slice).unwrap_or_default();
    if items.is_empty() {
        return "<p>No case studies available yet.</p>".to_owned();
    }
    let links: String = items
        .iter()
        .map(|c| {
            format!(
                "<li><a href=\"/case-studies/{}\">{}</a><p>{}</p></li>",
                escape(text(&c["slug"])),
                escape(text(&c["title"])),
                escape(text(&c["description"]))
            )
        })
        .collect();
    format!("<ul>{links}</ul>")
}

/// The home page: header, experiences (All view), education and the playground list.
pub fn home(data: &Value) -> String {
    format!(
        "<main class=\"page\">{}<section><h2>Work Experience</h2>{}</section>\
         <section><h2>Education</h2>{}</section><section><h2>Playground</h2>{}</section></main>",
        header(&data["profile"]),
        experiences(&data["experiences"]),
        education(&data["education"], &data["profile"]["educationCategories"]),
        case_study_links(&data["caseStudies"])
    )
}

/// A case study page: title, description, date, tags and the body rendered by folio-core.
pub fn case_study(c: &Value) -> String {
    let back = "<a href=\"/\">Back to Portfolio</a>";
    let image = c["featuredImage"]
        .as_str()
        .map(|src| format!("<img src=\"{}\" alt=\"\" />", escape(src)))
        .unwrap_or_default();
    let tags: String = c["tags"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .map(|tag| format!("<li>{}</li>", escape(text(tag))))
        .collect();
    let created = text(&c["createdAt"]);
    format!(
        "<main class=\"page\">{back}<article>{image}<h1>{}</h1><p>{}</p>\
         <time datetime=\"{}\">{}</time><ul>{tags}</ul><div class=\"case-study-body\">{}</div>\
         </article>{back}</main>",
        escape(text(&c["title"])),
        escape(text(&c["description"])),
        escape(created),
        escape(created.get(..10).unwrap_or(created)),
        text(&c["contentHtml"])
    )
}

/// The case study page for a slug that is not published.
pub fn case_study_not_found() -> String {
    "<main class=\"page\"><h1>Case Study Not Found</h1>\
     <p>The case study you're looking for doesn't exist.</p><a href=\"/\">Go Back</a></main>"
        .to_owned()
}

/// Any other unknown address.
pub fn not_found() -> String {
    "<main class=\"page\"><h1>Page Not Found</h1><p>There is nothing at this address.</p>\
     <a href=\"/\">Back to Portfolio</a></main>"
        .to_owned()
}
