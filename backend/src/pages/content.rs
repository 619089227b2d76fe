//! The pages' content as HTML, readable without JavaScript and by crawlers, and exactly the markup
//! the app draws for the same data and URL: the app hydrates it (`hydrateRoot`) instead of
//! drawing it again, so every element, class and attribute here mirrors a component of
//! `web/src/features/` (named beside each function). The home is drawn from folio-core's
//! [`Home`], the same value the app is handed, so no rule is applied here.

use super::html::escape;
use super::view::{FILTERS, Filter, HomeView, TABS, Tab};
use crate::api::case_studies::PublicCaseStudy;
use folio_core::grouping::EducationGroup;
use folio_core::home::{CaseStudyCard, ExperienceCard, Home, HomeProfile};
use folio_core::links::Token;
use folio_core::responsive::ResponsiveImage;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// The id of the home page's tab panel (`portfolio-tabs.tsx`).
const PANEL_ID: &str = "portfolio-panel";

/// What `encodeURIComponent` leaves as it is.
const URI_COMPONENT: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

const GITHUB_PATH: &str = "M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.11.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.25.45-2.28 1.19-3.08-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.8 1.19 1.83 1.19 3.08 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.68.8.56A11.5 11.5 0 0 0 12 .5Z";
const LINKEDIN_PATH: &str = "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z";

/// A link that opens in a new tab.
fn link(href: &str, inner: &str) -> String {
    format!(
        "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{inner}</a>",
        escape(href)
    )
}

/// `components/ui/badge.tsx`.
fn badge(tone: &str, label: &str) -> String {
    format!(
        "<span class=\"badge badge--{tone}\">{}</span>",
        escape(label)
    )
}

/// `components/ui/linked-text.tsx`: folio-core's link tokens; http(s) links clickable, other
/// URL-like text grey, line breaks kept (spec §2).
fn linked(tokens: &[Token], class: &str, id: Option<&str>) -> String {
    let inner: String = tokens
        .iter()
        .map(|token| match token {
            Token::Text { text } => escape(text),
            Token::Link { href, text } => link(href, &escape(text)),
            Token::PlainUrl { text } => {
                format!("<span class=\"plain-url\">{}</span>", escape(text))
            }
            Token::LineBreak => "<br>".to_owned(),
        })
        .collect();
    let id = id.map(|id| format!(" id=\"{id}\"")).unwrap_or_default();
    format!("<p{id} class=\"linked-text {class}\">{inner}</p>")
}

/// `clamped-text.tsx`: a card's text; a long one (folio-core's verdict) starts clamped, with
/// 'Show more'.
fn clamped(id: &str, tokens: &[Token], long: bool, class: &str) -> String {
    if !long {
        return linked(tokens, class, None);
    }
    let text = linked(tokens, &format!("{class} is-clamped"), Some(id));
    format!(
        "{text}<button type=\"button\" class=\"show-more\" aria-expanded=\"false\" \
         aria-controls=\"{id}\">Show more</button>"
    )
}

/// `components/ui/back-link.tsx`.
fn back_link(label: &str) -> String {
    format!(
        "<a href=\"/\" class=\"button button--ghost\"><svg aria-hidden=\"true\" width=\"16\" \
         height=\"16\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" \
         stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\
         <path d=\"M19 12H5M12 19l-7-7 7-7\"></path></svg>{label}</a>"
    )
}

/// The date the app shows until it runs (`use-shown-date.ts`): `Nov 3, 2025`, the calendar day in
/// UTC. Once running, the app shows it in the visitor's own locale and time zone.
fn shown_date(timestamp: &str) -> Option<String> {
    let at = OffsetDateTime::parse(timestamp, &Rfc3339)
        .ok()?
        .to_offset(time::UtcOffset::UTC);
    Some(format!(
        "{} {}, {}",
        MONTHS[usize::from(u8::from(at.month())) - 1],
        at.day(),
        at.year()
    ))
}

/// `profile-header.tsx` and `profile-links.tsx`.
fn header(profile: &HomeProfile) -> String {
    let links: String = [
        (&profile.github_url, "GitHub", GITHUB_PATH),
        (&profile.linkedin_url, "LinkedIn", LINKEDIN_PATH),
    ]
    .iter()
    .filter_map(|(url, label, path)| {
        Some(format!(
            "<li><a class=\"button\" href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">\
             <svg aria-hidden=\"true\" width=\"18\" height=\"18\" viewBox=\"0 0 24 24\" \
             fill=\"currentColor\"><path d=\"{path}\"></path></svg>{label}</a></li>",
            escape(url.as_deref()?)
        ))
    })
    .collect();
    let links = if links.is_empty() {
        links
    } else {
        format!("<ul class=\"hero-links\">{links}</ul>")
    };
    format!(
        "<header class=\"hero\"><h1 class=\"hero-name\">{}</h1>{}{links}</header>",
        escape(&profile.name),
        linked(&profile.brief_intro, "hero-intro", None)
    )
}

/// `experience-card.tsx`.
fn experience_card(e: &ExperienceCard) -> String {
    let tools: String = e
        .tools
        .iter()
        .map(|tool| format!("<li>{}</li>", badge("neutral", tool)))
        .collect();
    let tools = if tools.is_empty() {
        tools
    } else {
        format!("<ul class=\"badge-list\" aria-label=\"Tools\">{tools}</ul>")
    };
    format!(
        "<article class=\"card experience-card\"><header class=\"card-header\"><div>\
         <h2 class=\"card-title\">{}</h2><p class=\"card-subtitle\">{}</p></div>\
         <p class=\"card-meta\">{}</p></header>{}<h3 class=\"card-label\">Accomplishments</h3>\
         {}{tools}</article>",
        escape(&e.job_title),
        escape(&e.company),
        escape(&e.date_range),
        clamped(
            &format!("experience-{}-description", e.id),
            &e.description,
            e.long_description,
            "experience-description"
        ),
        clamped(
            &format!("experience-{}-accomplishments", e.id),
            &e.accomplishments,
            e.long_accomplishments,
            "experience-accomplishments"
        )
    )
}

/// `group-card.tsx`: one By Tools or By Industries group.
fn group_card<'a>(
    title: &str,
    count: Option<&str>,
    entries: impl Iterator<Item = (&'a str, &'a str, String)>,
) -> String {
    let count = count
        .map(|count| format!("<span class=\"group-count\">{}</span>", escape(count)))
        .unwrap_or_default();
    let entries: String = entries
        .map(|(job, company, detail)| {
            format!(
                "<li class=\"group-entry\"><p class=\"entry-title\"><span class=\"entry-job\">{}\
                 </span><span class=\"entry-company\">{}</span></p>{detail}</li>",
                escape(job),
                escape(company)
            )
        })
        .collect();
    format!(
        "<section class=\"card group\" aria-label=\"{title}\"><header class=\"group-header\">\
         <h2 class=\"group-title\">{title}</h2>{count}</header><ul class=\"group-entries\">\
         {entries}</ul></section>",
        title = escape(title)
    )
}

/// `experience-filters.tsx`.
fn filters(view: HomeView) -> String {
    let links: String = FILTERS
        .iter()
        .map(|(filter, _, label)| {
            let current = if *filter == view.filter {
                " aria-current=\"page\""
            } else {
                ""
            };
            format!(
                "<a href=\"{}\" class=\"filter\"{current}>{label}</a>",
                HomeView::filter_href(*filter)
            )
        })
        .collect();
    format!("<div class=\"filters\" role=\"group\" aria-label=\"Filter experiences\">{links}</div>")
}

/// `experience-section.tsx` with `experience-list.tsx`, `tool-groups.tsx`, `industry-groups.tsx`.
fn experiences(view: HomeView, home: &Home) -> String {
    if home.experiences.is_empty() {
        return "<p class=\"state\">No experiences added yet.</p>".to_owned();
    }
    let shown = match view.filter {
        Filter::All => {
            let cards: String = home
                .experiences
                .iter()
                .map(|e| format!("<li>{}</li>", experience_card(e)))
                .collect();
            format!("<ol class=\"stack\" aria-label=\"Work experience\">{cards}</ol>")
        }
        Filter::Tools => {
            let groups: String = home
                .by_tools
                .iter()
                .map(|group| {
                    let entries = group.entries.iter().map(|entry| {
                        let class = if entry.has_usage {
                            "entry-usage"
                        } else {
                            "entry-usage entry-usage--none"
                        };
                        let detail = format!("<p class=\"{class}\">{}</p>", escape(&entry.usage));
                        (entry.job_title.as_str(), entry.company.as_str(), detail)
                    });
                    group_card(&group.tool, Some(&group.count_label), entries)
                })
                .collect();
            format!("<div class=\"groups\">{groups}</div>")
        }
        Filter::Industries => {
            let groups: String = home
                .by_industries
                .iter()
                .map(|group| {
                    let entries = group.entries.iter().map(|entry| {
                        let detail = linked(&entry.accomplishments, "entry-accomplishments", None);
                        (entry.job_title.as_str(), entry.company.as_str(), detail)
                    });
                    group_card(&group.industry, None, entries)
                })
                .collect();
            format!("<div class=\"groups\">{groups}</div>")
        }
    };
    format!("{}{shown}", filters(view))
}

/// `education-section.tsx`.
fn education(groups: &[EducationGroup]) -> String {
    let groups: String = groups
        .iter()
        .map(|group| {
            let cards: String = group
                .entries
                .iter()
                .map(|entry| {
                    let name = escape(&entry.name);
                    let name = match entry.link.as_deref() {
                        Some(href) => link(href, &name),
                        None => name,
                    };
                    let date = entry
                        .date
                        .as_deref()
                        .filter(|date| !date.is_empty())
                        .map(|date| format!("<p class=\"card-meta\">{}</p>", escape(date)))
                        .unwrap_or_default();
                    format!(
                        "<li class=\"card education-card\"><h3 class=\"education-name\">{name}</h3>\
                         {date}</li>"
                    )
                })
                .collect();
            format!(
                "<section class=\"education-group\" aria-label=\"{category}\">\
                 <h2 class=\"section-heading\">{category}</h2><ul class=\"education-grid\">{cards}\
                 </ul></section>",
                category = escape(&group.category)
            )
        })
        .collect();
    format!("<div class=\"education\">{groups}</div>")
}

/// An `<img>` of a featured image: with its size and narrower copies when folio-core knows
/// them, else at the size the layout reserves (`fallback`).
fn featured_img(
    url: &str,
    image: Option<&ResponsiveImage>,
    alt: Option<&str>,
    class: &str,
    fallback: (u32, u32),
    loading: &str,
) -> String {
    let sized = match image {
        Some(image) => format!(
            "srcset=\"{}\" sizes=\"{}\" width=\"{}\" height=\"{}\"",
            escape(&image.srcset),
            escape(&image.sizes),
            image.width,
            image.height
        ),
        None => format!("width=\"{}\" height=\"{}\"", fallback.0, fallback.1),
    };
    format!(
        "<img{class} src=\"{}\" {sized} alt=\"{}\" {loading} decoding=\"async\">",
        escape(url),
        escape(alt.unwrap_or_default())
    )
}

/// `case-study-card.tsx`.
fn case_study_card(c: &CaseStudyCard) -> String {
    let slug = utf8_percent_encode(&c.slug, URI_COMPONENT).to_string();
    let media = match &c.featured_image {
        Some(src) => featured_img(
            src,
            c.image.as_ref(),
            c.featured_image_alt.as_deref(),
            "",
            (640, 360),
            "loading=\"lazy\"",
        ),
        None => "<div class=\"case-card-placeholder\" aria-hidden=\"true\"></div>".to_owned(),
    };
    let featured = if c.is_featured {
        badge("featured", "Featured")
    } else {
        String::new()
    };
    let date = shown_date(&c.created_at).unwrap_or_else(|| "Recently".to_owned());
    format!(
        "<a href=\"/case-studies/{}\" class=\"card case-card\"><div class=\"case-card-media\">\
         {media}</div><div class=\"case-card-body\"><div class=\"badge-row\">{}{featured}</div>\
         <h2 class=\"case-card-title\">{}</h2><p class=\"case-card-description\">{}</p>\
         <p class=\"case-card-meta\"><span>{}</span><span aria-hidden=\"true\">·</span>\
         <span>5 min read</span></p></div></a>",
        escape(&slug),
        badge("accent", "Case Study"),
        escape(&c.title),
        escape(&c.description),
        escape(&date)
    )
}

/// `playground-section.tsx`.
fn playground(list: &[CaseStudyCard]) -> String {
    if list.is_empty() {
        return "<p class=\"state\">No case studies available yet.</p>".to_owned();
    }
    let cards: String = list
        .iter()
        .map(|c| format!("<li>{}</li>", case_study_card(c)))
        .collect();
    format!("<ul class=\"case-grid\">{cards}</ul>")
}

/// `portfolio-tabs.tsx`: the tabs are links to their views; only the named view is drawn.
fn tabs(view: HomeView, home: &Home) -> String {
    let triggers: String = TABS
        .iter()
        .map(|(tab, value, label)| {
            let selected = *tab == view.tab;
            let controls = if selected {
                format!(" aria-controls=\"{PANEL_ID}\"")
            } else {
                String::new()
            };
            format!(
                "<a href=\"{}\" role=\"tab\" id=\"tab-{value}\" class=\"tab-trigger\" \
                 aria-selected=\"{selected}\"{controls}>{label}</a>",
                view.tab_href(*tab)
            )
        })
        .collect();
    let value = TABS
        .iter()
        .find(|(tab, _, _)| *tab == view.tab)
        .map_or("experiences", |(_, value, _)| *value);
    let panel = match view.tab {
        Tab::Experiences => experiences(view, home),
        Tab::Education => education(&home.education),
        Tab::Playground => playground(&home.case_studies),
    };
    format!(
        "<div class=\"tabs\"><div class=\"tab-list\" role=\"tablist\" aria-label=\"Portfolio\">\
         {triggers}</div><div role=\"tabpanel\" id=\"{PANEL_ID}\" class=\"tab-panel\" \
         aria-labelledby=\"tab-{value}\" tabindex=\"0\">{panel}</div></div>"
    )
}

/// `home-page.tsx`'s `SetupNotice`: a fresh install points its owner to the setup.
fn setup_notice() -> &'static str {
    "<p class=\"setup-notice\" role=\"note\">This portfolio is not set up yet. Is it yours? \
     <a href=\"/admin/login\">Create your admin account</a> to fill it in.</p>"
}

/// `home-page.tsx`: the profile header and the view of the portfolio that `view` names.
pub fn home(home: &Home, view: HomeView) -> String {
    let notice = if home.setup_open { setup_notice() } else { "" };
    format!(
        "<main class=\"page\">{notice}{}{}</main>",
        header(&home.profile),
        tabs(view, home)
    )
}

/// `case-study-page.tsx`: title, description, date, tags and the body rendered by folio-core.
pub fn case_study(study: &PublicCaseStudy) -> String {
    let c = &study.case_study;
    // The first thing a visitor sees of the article: fetched first, never lazily.
    let image = c
        .featured_image
        .as_deref()
        .filter(|src| !src.is_empty())
        .map(|src| {
            featured_img(
                src,
                study.image.as_ref(),
                c.featured_image_alt.as_deref(),
                " class=\"article-image\"",
                (1200, 630),
                "fetchpriority=\"high\"",
            )
        })
        .unwrap_or_default();
    let time = shown_date(&c.created_at)
        .map(|date| {
            format!(
                "<time datetime=\"{}\">{}</time>",
                escape(&c.created_at),
                escape(&date)
            )
        })
        .unwrap_or_default();
    let tags: String = c
        .tags
        .iter()
        .map(|tag| format!("<li>{}</li>", badge("neutral", tag)))
        .collect();
    let tags = if tags.is_empty() {
        tags
    } else {
        format!("<ul class=\"badge-list\" aria-label=\"Tags\">{tags}</ul>")
    };
    let back = back_link("Back to Portfolio");
    format!(
        "<main class=\"page page--article\"><nav class=\"article-nav\" aria-label=\"Back\">{back}\
         </nav><article class=\"article\">{image}<header class=\"article-header\">\
         <h1 class=\"article-title\">{}</h1><p class=\"article-description\">{}</p>\
         <div class=\"article-meta\">{time}{tags}</div></header><div class=\"prose\">{}</div>\
         </article><nav class=\"article-nav article-nav--bottom\" aria-label=\"Back to portfolio\">\
         {back}</nav></main>",
        escape(&c.title),
        escape(&c.description),
        study.content_html
    )
}

/// `components/ui/not-found.tsx`.
fn not_found_page(title: &str, message: &str) -> String {
    format!(
        "<main class=\"page page--center\"><div class=\"not-found\">\
         <p class=\"not-found-code\" aria-hidden=\"true\">404</p>\
         <h1 class=\"not-found-title\">{}</h1><p class=\"not-found-message\">{}</p>{}</div></main>",
        escape(title),
        escape(message),
        back_link("Go Back")
    )
}

/// `case-study-not-found.tsx`: the case study page for a slug that is not published.
pub fn case_study_not_found() -> String {
    not_found_page(
        "Case Study Not Found",
        "The case study you're looking for doesn't exist.",
    )
}

/// `not-found-page.tsx`: any other unknown address.
pub fn not_found() -> String {
    not_found_page(
        "Page Not Found",
        "The page you're looking for doesn't exist.",
    )
}

#[cfg(test)]
mod tests {
    use super::shown_date;

    #[test]
    fn shown_dates_are_the_utc_day_in_short_english() {
        assert_eq!(
            shown_date("2025-11-03T10:00:00Z").as_deref(),
            Some("Nov 3, 2025")
        );
        assert_eq!(
            shown_date("2025-09-30T23:30:00-02:00").as_deref(),
            Some("Oct 1, 2025")
        );
        assert_eq!(shown_date("yesterday"), None);
    }
}
