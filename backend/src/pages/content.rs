//! The pages' content as plain HTML, readable without JavaScript and by crawlers. The app replaces
//! it when it starts. Every rule (date ranges, links in text, education grouping) is folio-core's.

use super::html::escape;
use folio_core::dates::{DateRange, public_date_range};
use folio_core::grouping::{Education, group_education};
use folio_core::links::{Token, link_tokens};
use folio_core::tools::normalize_tools;
use folio_core::url::is_http_url;
use serde_json::Value;

fn text(value: &Value) -> &str {
    value.as_str().unwrap_or_default()
}

/// Text with its http(s) links clickable and its line breaks kept (spec §2), as the app's
/// `LinkedText` draws it.
fn linked(value: &Value, class: &str) -> String {
    let inner: String = link_tokens(text(value))
        .into_iter()
        .map(|token| match token {
            Token::Text { text } => escape(&text),
            Token::Link { href, text } => format!(
                "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}</a>",
                escape(&href),
                escape(&text)
            ),
            Token::PlainUrl { text } => {
                format!("<span class=\"plain-url\">{}</span>", escape(&text))
            }
            Token::LineBreak => "<br />".to_owned(),
        })
        .collect();
    format!("<p class=\"linked-text {class}\">{inner}</p>")
}

fn header(profile: &Value) -> String {
    let mut links = String::new();
    for (key, label) in [("githubUrl", "GitHub"), ("linkedinUrl", "LinkedIn")] {
        if let Some(url) = profile[key].as_str().filter(|url| is_http_url(url)) {
            // The icon's box is kept so the button has its final size before the app draws it.
            links.push_str(&format!(
                "<li><a class=\"button\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">\
                 <svg aria-hidden=\"true\" width=\"18\" height=\"18\" viewBox=\"0 0 24 24\"></svg>{label}</a></li>",
                escape(url)
            ));
        }
    }
    if !links.is_empty() {
        links = format!("<ul class=\"hero-links\">{links}</ul>");
    }
    format!(
        "<header class=\"hero\"><h1 class=\"hero-name\">{}</h1><p class=\"hero-intro\">{}</p>{links}</header>",
        escape(text(&profile["name"])),
        escape(text(&profile["briefIntro"]))
    )
}

fn experiences(list: &Value) -> String {
    let items = list.as_array().map(Vec::as_slice).unwrap_or_default();
    if items.is_empty() {
        return "<p class=\"state\">No experiences added yet.</p>".to_owned();
    }
    let cards: String = items
        .iter()
        .map(|e| {
            let range = serde_json::from_value::<DateRange>(e.clone())
                .map(|range| public_date_range(&range))
                .unwrap_or_default();
            let entries = e["tools"].as_array().map(Vec::as_slice).unwrap_or_default();
            let tools: String = normalize_tools(entries)
                .iter()
                .map(|tool| format!("<li><span class=\"badge\">{}</span></li>", escape(&tool.name)))
                .collect();
            let tools = if tools.is_empty() {
                String::new()
            } else {
                format!("<ul class=\"badge-list\" aria-label=\"Tools\">{tools}</ul>")
            };
            format!(
                "<li><article class=\"card experience-card\"><header class=\"card-header\"><div>\
                 <h2 class=\"card-title\">{}</h2><p class=\"card-subtitle\">{}</p></div>\
                 <p class=\"card-meta\">{}</p></header>{}<h3 class=\"card-label\">Accomplishments</h3>{}{tools}\
                 </article></li>",
                escape(text(&e["jobTitle"])),
                escape(text(&e["company"])),
                escape(&range),
                linked(&e["description"], "experience-description"),
                linked(&e["accomplishments"], "experience-accomplishments")
            )
        })
        .collect();
    format!("<ol class=\"stack\" aria-label=\"Work experience\">{cards}</ol>")
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

/// The home page as the app first draws it (header, tabs, the All view of experiences), followed
/// by education and the playground, which the tab links reach without JavaScript.
pub fn home(data: &Value) -> String {
    let filters: String = ["All", "By Tools", "By Industries"]
        .iter()
        .enumerate()
        .map(|(i, label)| {
            format!(
                "<button type=\"button\" class=\"filter\" aria-pressed=\"{}\">{label}</button>",
                i == 0
            )
        })
        .collect();
    format!(
        "<main class=\"page\">{}<div class=\"tabs\"><nav class=\"tab-list\" aria-label=\"Portfolio\">\
         <a class=\"tab-trigger\" data-state=\"active\" href=\"#experiences\">Work Experience</a>\
         <a class=\"tab-trigger\" href=\"#education\">Education</a>\
         <a class=\"tab-trigger\" href=\"#playground\">Playground</a></nav>\
         <section class=\"tab-panel\" id=\"experiences\">\
         <div class=\"filters\" role=\"group\" aria-label=\"Filter experiences\">{filters}</div>{}</section>\
         <section class=\"tab-panel\" id=\"education\"><h2>Education</h2>{}</section>\
         <section class=\"tab-panel\" id=\"playground\"><h2>Playground</h2>{}</section></div></main>",
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
