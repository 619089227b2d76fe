//! Property tests of rule invariants that span modules: grouping loses no experience, the display
//! order of experiences depends on them alone (not on the order they came in), link tokens give
//! back their text, rendering never lets markup through, and an export carries every upload its
//! import requires.

use folio_core::chronology::display_order;
use folio_core::grouping::{Experience, group_by_industries, group_by_tools};
use folio_core::links::{Token, link_tokens};
use folio_core::tools::normalize_tools;
use proptest::prelude::*;
use serde_json::Value;

fn experiences() -> impl Strategy<Value = Vec<Experience>> {
    let tools = proptest::collection::vec("[a-cA-C ]{0,3}", 0..4);
    proptest::collection::vec(("[a-cA-C ]{0,3}", tools), 0..8).prop_map(|rows| {
        rows.into_iter()
            .enumerate()
            .map(|(id, (industry, tools))| Experience {
                id: id as i64,
                industry,
                // Read as the server and the browser read them: normalised once.
                tools: normalize_tools(&tools.into_iter().map(Value::from).collect::<Vec<_>>()),
                ..Experience::default()
            })
            .collect()
    })
}

/// Experiences with dates (some not months), current or not, and a few sortOrders.
fn dated_experiences() -> impl Strategy<Value = Vec<Experience>> {
    let month = "(20[0-2][0-9]-(0[1-9]|1[0-2])|x|)";
    let row = (month, proptest::option::of(month), any::<bool>(), 0i32..3);
    proptest::collection::vec(row, 0..8).prop_map(|rows| {
        rows.into_iter()
            .enumerate()
            .map(|(id, (start, end, current, sort_order))| Experience {
                id: id as i64,
                start_date: start,
                end_date: end,
                is_current_job: current,
                sort_order,
                ..Experience::default()
            })
            .collect()
    })
}

proptest! {
    #[test]
    fn the_display_order_is_the_same_whatever_order_the_experiences_came_in(
        list in dated_experiences(),
        seed in any::<u64>(),
    ) {
        let mut ordered = list.clone();
        display_order(&mut ordered);
        let mut shuffled = list;
        // A cheap permutation by the seed.
        shuffled.sort_by_key(|e| (e.id as u64).wrapping_mul(seed | 1).rotate_left(17));
        display_order(&mut shuffled);
        prop_assert_eq!(&shuffled, &ordered);
        for pair in ordered.windows(2) {
            prop_assert!(pair[0].sort_order <= pair[1].sort_order);
            if pair[0].sort_order == pair[1].sort_order {
                prop_assert!(pair[0].is_current_job >= pair[1].is_current_job);
            }
        }
    }

    #[test]
    fn grouping_by_industry_places_every_experience_exactly_once(list in experiences()) {
        let mut ids: Vec<i64> = group_by_industries(&list, &[])
            .into_iter()
            .flat_map(|group| group.entries.into_iter().map(|entry| entry.experience_id))
            .collect();
        ids.sort();
        prop_assert_eq!(ids, list.iter().map(|e| e.id).collect::<Vec<_>>());
    }

    #[test]
    fn grouping_by_tools_lists_each_experience_once_per_tool(list in experiences()) {
        let groups = group_by_tools(&list, &[]);
        let placed: usize = groups.iter().map(|group| group.entries.len()).sum();
        let expected: usize = list.iter().map(|e| e.tools.len()).sum();
        prop_assert_eq!(placed, expected);
        for group in &groups {
            let n = group.entries.len();
            let label = if n == 1 { "1 experience".to_owned() } else { format!("{n} experiences") };
            prop_assert_eq!(&group.count_label, &label);
        }
    }

    #[test]
    fn link_tokens_give_back_the_text_with_line_breaks_as_newlines(text in any::<String>()) {
        let joined: String = link_tokens(&text)
            .into_iter()
            .map(|token| match token {
                Token::Text { text }
                | Token::PlainUrl { text }
                | Token::Link { text, .. }
                | Token::Bullet { text } => text,
                Token::LineBreak => "\n".to_owned(),
            })
            .collect();
        prop_assert_eq!(joined, text.replace("\r\n", "\n").replace('\r', "\n"));
    }

    #[test]
    fn only_http_urls_become_links(text in "(https?|ftp|javascript|HTTP)(:|://)[a-z.()<>\"]{0,12}( |\n)?") {
        for token in link_tokens(&text) {
            if let Token::Link { href, .. } = token {
                prop_assert!(folio_core::url::is_http_url(&href));
            }
        }
    }
}

#[cfg(feature = "render")]
mod rendering {
    use folio_core::blocks::render::render_content;
    use proptest::prelude::*;

    const ALLOWED: [&str; 27] = [
        "p",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "ul",
        "ol",
        "li",
        "input",
        "label",
        "figure",
        "blockquote",
        "figcaption",
        "pre",
        "code",
        "hr",
        "img",
        "video",
        "a",
        "span",
        "b",
        "i",
        "u",
        "mark",
        "br",
    ];

    fn hostile_text() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("<script>alert(1)</script>".to_owned()),
            Just("<img src=x onerror=alert(1)>".to_owned()),
            Just("[x](javascript:alert(1))".to_owned()),
            Just("<a href=\"java\tscript:alert(1)\">a</a>".to_owned()),
            Just("<b>".to_owned()),
            Just("</i>".to_owned()),
            Just("\"'".to_owned()),
            "[a-z <>/=\"]{0,8}",
        ];
        proptest::collection::vec(piece, 0..6).prop_map(|pieces| pieces.concat())
    }

    /// Every tag of `html`: its name and its attributes (name, value without quotes).
    fn tags(html: &str) -> Vec<(String, Vec<(String, String)>)> {
        let mut found = Vec::new();
        let mut rest = html;
        while let Some(open) = rest.find('<') {
            let inner = &rest[open + 1..];
            let inner = inner.strip_prefix('/').unwrap_or(inner);
            let name_end = inner
                .find(|c: char| c.is_whitespace() || c == '>')
                .unwrap_or(inner.len());
            let (name, mut attrs) = inner.split_at(name_end);
            let mut attributes = Vec::new();
            loop {
                attrs = attrs.trim_start();
                if attrs.is_empty() || attrs.starts_with('>') {
                    break;
                }
                let key_end = attrs
                    .find(|c: char| c == '=' || c == '>' || c.is_whitespace())
                    .unwrap_or(attrs.len());
                let key = attrs[..key_end].to_lowercase();
                attrs = &attrs[key_end..];
                let mut value = String::new();
                if let Some(after) = attrs.strip_prefix("=\"") {
                    let close = after.find('"').unwrap_or(after.len());
                    value = after[..close].to_owned();
                    attrs = &after[(close + 1).min(after.len())..];
                }
                attributes.push((key, value));
            }
            found.push((name.to_lowercase(), attributes));
            rest = attrs.strip_prefix('>').unwrap_or(attrs);
        }
        found
    }

    proptest! {
        #[test]
        fn rendering_emits_only_allowed_tags_without_handlers_or_script_urls(text in hostile_text(), kind in 0usize..5) {
            let data = match kind {
                0 => serde_json::json!({"type": "paragraph", "data": {"text": text}}),
                1 => serde_json::json!({"type": "header", "data": {"text": text, "level": 2}}),
                2 => serde_json::json!({"type": "quote", "data": {"text": text, "caption": text}}),
                3 => serde_json::json!({"type": "image", "data": {"file": {"url": text}, "caption": text}}),
                _ => serde_json::json!({"type": "list", "data": {"style": "checklist", "items": [{"content": text}]}}),
            };
            let html = render_content(&serde_json::json!({"blocks": [data]}).to_string());
            for (tag, attributes) in tags(&html) {
                prop_assert!(ALLOWED.contains(&tag.as_str()), "tag {} in {}", tag, html);
                for (name, value) in attributes {
                    prop_assert!(!name.starts_with("on"), "{} in {}", name, html);
                    let value = value.to_lowercase();
                    prop_assert!(!value.starts_with("javascript:") && !value.starts_with("data:"), "{}", html);
                }
            }
        }
    }
}

mod resume_import {
    use folio_core::resume::import::{MAX_ENTRIES, import_resume};
    use folio_core::validation::{EducationDraft, Experience, SortOrderInput, limits};
    use proptest::prelude::*;
    use serde_json::{Map, Value, json};

    /// Any JSON value, a few levels deep.
    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::from),
            any::<i64>().prop_map(Value::from),
            ".{0,20}".prop_map(Value::from),
        ];
        leaf.prop_recursive(3, 16, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
                prop::collection::btree_map("[a-z]{1,6}", inner, 0..4)
                    .prop_map(|map| Value::Object(map.into_iter().collect())),
            ]
        })
    }

    /// A field's value: plausible text (dates, URLs, long or blank text) or any JSON at all.
    fn field() -> impl Strategy<Value = Value> {
        prop_oneof![
            "(19|20)[0-9]{2}(-[01][0-9](-[0-3][0-9])?)?".prop_map(Value::from),
            "(https?|ftp|javascript)://[a-z.]{0,12}(github|linkedin)?\\.com/[a-z]{0,5}"
                .prop_map(Value::from),
            "[ a-zA-Z]{0,30}".prop_map(Value::from),
            (0usize..12_000).prop_map(|n| Value::from("x".repeat(n))),
            any_json(),
        ]
    }

    /// An object holding some of `keys`, each with a [`field`] value.
    fn object(keys: &'static [&'static str]) -> impl Strategy<Value = Value> {
        prop::collection::vec((prop::sample::select(keys), field()), 0..keys.len() + 2).prop_map(
            |pairs| {
                let map: Map<String, Value> =
                    pairs.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
                Value::Object(map)
            },
        )
    }

    const WORK: &[&str] = &[
        "name",
        "position",
        "startDate",
        "endDate",
        "summary",
        "highlights",
        "description",
    ];
    const STUDY: &[&str] = &[
        "institution",
        "area",
        "studyType",
        "url",
        "startDate",
        "endDate",
    ];
    const BASICS: &[&str] = &["name", "label", "summary", "url", "email", "profiles"];

    /// A work entry with every field Folio needs, some of them then overwritten by anything.
    fn job() -> impl Strategy<Value = Value> {
        (
            "[A-Za-z ]{0,250}",
            "[A-Za-z ]{1,20}",
            "20[0-2][0-9]-(0[1-9]|1[0-2])(-1[0-9])?",
            object(WORK),
        )
            .prop_map(|(position, company, start, extra)| {
                let mut job = json!({ "position": position, "name": company, "startDate": start,
                    "summary": "Did things.", "highlights": ["Shipped"] });
                if let (Some(job), Value::Object(extra)) = (job.as_object_mut(), extra) {
                    job.extend(extra);
                }
                job
            })
    }

    fn document() -> impl Strategy<Value = Value> {
        (
            prop_oneof![object(BASICS), any_json()],
            prop::collection::vec(prop_oneof![3 => job(), 1 => object(WORK), 1 => any_json()], 0..6),
            prop::collection::vec(prop_oneof![object(STUDY), any_json()], 0..6),
        )
            .prop_map(|(basics, work, education)| {
                json!({ "basics": basics, "work": work, "education": education })
            })
    }

    proptest! {
        #[test]
        fn any_text_imports_or_is_refused_with_a_message(text in ".{0,200}") {
            if let Err(errors) = import_resume(&text) {
                prop_assert_eq!(errors.fields.len(), 1);
                prop_assert!(!errors.fields[0].message.is_empty());
            }
        }

        #[test]
        fn whatever_a_document_holds_each_created_item_passes_its_form_rule(doc in document()) {
            let Ok(import) = import_resume(&doc.to_string()) else { return Ok(()) };
            prop_assert!(import.experiences.len() <= MAX_ENTRIES);
            for experience in &import.experiences {
                let again = Experience::from(experience);
                prop_assert_eq!(&again.parse().unwrap(), experience);
            }
            for entry in &import.education {
                let again = EducationDraft {
                    name: entry.name.clone(),
                    category: entry.category.clone(),
                    link: entry.link.clone(),
                    date: entry.date.clone(),
                    sort_order: SortOrderInput::Number(f64::from(entry.sort_order)),
                    translations: None,
                };
                prop_assert_eq!(&again.parse().unwrap(), entry);
            }
            if let Some(name) = &import.profile.name {
                prop_assert!(name.chars().count() <= limits::SHORT_TEXT);
            }
            if let Some(intro) = &import.profile.brief_intro {
                prop_assert!(intro.chars().count() <= limits::LONG_TEXT);
            }
        }
    }
}

/// Uploads: whatever an archive must carry for an address, saved content holding that address
/// uses, so an export carries every upload its import requires.
mod used_uploads {
    use folio_core::uploads::used::{Named, add_address};
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    proptest! {
        #[test]
        fn every_upload_an_address_requires_is_used_by_a_text_holding_it(
            name in "[0-9a-f]{32}(-[0-9]{1,4}x[0-9]{1,4}(-[0-9]{1,4})?)?\\.(jpg|png|webp|gif|svg)",
            before in ".{0,8}",
            after in ".{0,8}",
        ) {
            let address = format!("/uploads/{name}");
            let mut required = BTreeSet::new();
            add_address(&address, &mut required);
            let mut named = Named::default();
            named.add_text(&format!("{before}{address}{after}"));
            for upload in &required {
                prop_assert!(named.uses(upload), "{upload} is required but not used");
            }
        }
    }
}
