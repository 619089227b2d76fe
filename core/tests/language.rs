//! The invariants of the language rules (issue 25), over generated input; the cases by example
//! are the vectors in `tests/vectors/language/`.

use folio_core::dates::YearMonth;
use folio_core::grouping::ExperienceGrouping;
use folio_core::language::{
    Catalogue, LanguageTag, Languages, PluralCategory, Translations, choose_translation,
    format_month, language_of_path, localized_path, plural_category,
};
use proptest::prelude::*;

/// A well-formed tag as an owner might type it: any case, `-` or `_` between parts.
fn typed_tag() -> impl Strategy<Value = String> {
    let language = "[a-zA-Z]{2,3}";
    let script = proptest::option::of("[a-zA-Z]{4}");
    let region = proptest::option::of(prop_oneof!["[a-zA-Z]{2}", "[0-9]{3}"]);
    let variant = prop_oneof!["[a-zA-Z0-9]{5,8}", "[0-9][a-zA-Z0-9]{3}"];
    let variants = proptest::collection::vec(variant, 0..3);
    let separators = proptest::collection::vec(prop_oneof![Just('-'), Just('_')], 6);
    (language, script, region, variants, separators).prop_map(
        |(language, script, region, variants, separators)| {
            let mut text = language;
            let parts = script.into_iter().chain(region).chain(variants);
            for (part, separator) in parts.zip(separators) {
                text.push(separator);
                text.push_str(&part);
            }
            text
        },
    )
}

/// Whether `text` is one of the well-formed tags the parser refuses on purpose.
fn refused_on_purpose(text: &str) -> bool {
    let lower = text.to_ascii_lowercase().replace('_', "-");
    let parts: Vec<&str> = lower.split('-').collect();
    let language = parts[0];
    let is_variant =
        |part: &&&str| part.len() >= 5 || (part.len() == 4 && part.as_bytes()[0].is_ascii_digit());
    let mut variants: Vec<&&str> = parts[1..].iter().filter(is_variant).collect();
    let variant_count = variants.len();
    variants.sort();
    variants.dedup();
    (language.len() == 3 && ("qaa"..="qtz").contains(&language))
        || ["und", "mis", "mul", "zxx"].contains(&language)
        || lower == "api"
        || [
            "art-lojban",
            "cel-gaulish",
            "zh-guoyu",
            "zh-hakka",
            "zh-xiang",
        ]
        .contains(&lower.as_str())
        || variants.len() != variant_count
}

fn tag(text: &str) -> LanguageTag {
    LanguageTag::parse(text).expect("a language tag")
}

fn month(year: u16, month: u8) -> YearMonth {
    YearMonth::parse(&format!("{year:04}-{month:02}")).expect("a month")
}

proptest! {
    #[test]
    fn a_parsed_tag_reparses_to_itself(text in any::<String>()) {
        if let Ok(parsed) = LanguageTag::parse(&text) {
            prop_assert_eq!(LanguageTag::parse(parsed.as_str()), Ok(parsed.clone()));
        }
    }

    #[test]
    fn canonicalising_a_tag_is_idempotent(text in typed_tag()) {
        prop_assume!(!refused_on_purpose(&text));
        let once = LanguageTag::parse(&text).expect("a well-formed tag parses");
        let twice = LanguageTag::parse(once.as_str()).expect("its canonical form parses");
        prop_assert_eq!(&once, &twice);
        prop_assert!(once.as_str().eq_ignore_ascii_case(&text.replace('_', "-")));
    }

    #[test]
    fn a_tag_is_a_safe_path_segment(text in prop_oneof![any::<String>(), typed_tag()]) {
        if let Ok(parsed) = LanguageTag::parse(&text) {
            let tag = parsed.as_str();
            prop_assert!(tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'));
            prop_assert!(!tag.starts_with('-') && !tag.ends_with('-') && !tag.contains("--"));
            prop_assert!(tag.len() <= folio_core::validation::limits::LANGUAGE_TAG);
        }
    }

    #[test]
    fn a_tag_takes_the_canonical_case_of_each_part(text in typed_tag()) {
        prop_assume!(!refused_on_purpose(&text));
        let parsed = LanguageTag::parse(&text).expect("a well-formed tag parses");
        let mut parts = parsed.as_str().split('-');
        let language = parts.next().expect("a language");
        prop_assert_eq!(language, language.to_ascii_lowercase());
        for part in parts {
            let expected = match part.len() {
                4 if part.bytes().all(|b| b.is_ascii_alphabetic()) => {
                    part[..1].to_ascii_uppercase() + &part[1..].to_ascii_lowercase()
                }
                2 => part.to_ascii_uppercase(),
                _ => part.to_ascii_lowercase(),
            };
            prop_assert_eq!(part, expected);
        }
    }

    #[test]
    fn a_parsed_list_reparses_to_itself(rows in proptest::collection::vec(typed_tag(), 1..15)) {
        if let Ok(languages) = Languages::parse(&rows) {
            let canonical: Vec<&str> = languages.as_slice().iter().map(LanguageTag::as_str).collect();
            prop_assert_eq!(Languages::parse(&canonical), Ok(languages.clone()));
            let mut sorted = canonical.clone();
            sorted.sort_unstable();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), canonical.len(), "no language twice");
        }
    }

    #[test]
    fn a_page_address_names_its_language_and_page(
        which in 0usize..3,
        slug in "[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}",
    ) {
        let languages = Languages::parse(&["en", "de", "pt-BR"]).expect("languages");
        let language = &languages.as_slice()[which];
        let rest = format!("/case-studies/{slug}");
        let address = localized_path(&languages, language, &rest).expect("an address");
        let named = language_of_path(&languages, &address).expect("an address of the site");
        prop_assert_eq!(named.language, language);
        prop_assert_eq!(named.rest, rest.as_str());
    }

    #[test]
    fn a_page_shows_only_the_requested_or_the_default_language(
        values in proptest::collection::btree_map(
            prop_oneof![Just("en"), Just("de"), Just("fr"), Just("it")],
            prop_oneof![Just(""), Just(" "), Just("Text")],
            0..4,
        ),
        requested in prop_oneof![Just("en"), Just("de"), Just("fr"), Just("it")],
    ) {
        let languages = Languages::parse(&["en", "de", "fr"]).expect("languages");
        let values: Translations = values.into_iter().map(|(l, t)| (tag(l), t.to_owned())).collect();
        let requested = tag(requested);
        if let Some(shown) = choose_translation(&languages, &requested, &values) {
            prop_assert!(!shown.text.trim().is_empty());
            prop_assert!(shown.language == &requested || shown.language == languages.default_language());
            prop_assert_eq!(shown.fallback, shown.language != &requested);
        }
    }

    #[test]
    fn french_and_spanish_say_many_only_of_whole_millions(count in any::<u64>()) {
        let millions = count != 0 && count.is_multiple_of(1_000_000);
        for catalogue in [Catalogue::Fr, Catalogue::Es] {
            let many = plural_category(catalogue, count) == PluralCategory::Many;
            prop_assert_eq!(many, millions);
        }
        prop_assert_eq!(plural_category(Catalogue::Fr, count) == PluralCategory::One, count <= 1);
        for catalogue in [Catalogue::En, Catalogue::De, Catalogue::Es] {
            prop_assert_eq!(plural_category(catalogue, count) == PluralCategory::One, count == 1);
        }
    }

    #[test]
    fn english_months_read_as_the_public_cards_do(year in 1000u16..=9999, m in 1u8..=12) {
        let month = month(year, m);
        prop_assert_eq!(format_month(Catalogue::En, month), month.short_label());
    }
}

#[test]
fn every_catalogue_has_its_own_code_as_a_language_tag() {
    for catalogue in Catalogue::ALL {
        assert_eq!(Catalogue::for_tag(&tag(catalogue.code())), Some(catalogue));
    }
}

#[test]
fn a_site_that_never_chose_is_in_english_only() {
    let languages = Languages::default();
    assert_eq!(languages.as_slice(), [tag("en")]);
    assert!(languages.others().is_empty());
}

#[test]
fn languages_deserialise_only_through_their_rules() {
    let parsed: Languages = serde_json::from_str(r#"["en", "pt_br"]"#).expect("languages");
    assert_eq!(
        serde_json::to_string(&parsed).expect("JSON"),
        r#"["en","pt-BR"]"#
    );
    let twice = serde_json::from_str::<Languages>(r#"["en", "EN"]"#).unwrap_err();
    assert!(
        twice.to_string().contains("en is already in the list"),
        "{twice}"
    );
    assert!(serde_json::from_str::<LanguageTag>(r#""x-private""#).is_err());
}

/// `docs/product.md`, whose quoted strings the interface shows word for word.
fn product_page() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/product.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_english_catalogue_says_what_the_product_page_quotes() {
    use folio_core::language::{CountedKey, MessageKey as K, Messages};
    let page = product_page();
    let english = Messages::of(Catalogue::En);
    let text = |key| english.text(key);
    let quoted = [
        K::Loading,
        K::NoExperiences,
        K::NoUsage,
        K::CaseStudyBadge,
        K::FeaturedBadge,
        K::Recently,
        K::ReadTime,
        K::NoCaseStudies,
        K::LoadingCaseStudy,
        K::CaseStudyNotFound,
        K::CaseStudyNotFoundMessage,
        K::FailedExperiences,
        K::FailedEducation,
        K::FailedCaseStudies,
    ];
    let mut written: Vec<String> = quoted
        .iter()
        .map(|key| format!("'{}'", text(*key)))
        .collect();
    written.extend([
        format!(
            "Tabs {} (shown first), {} and {}.",
            text(K::TabExperiences),
            text(K::TabEducation),
            text(K::TabPlayground)
        ),
        format!("**{}**: one card", text(K::FilterAll)),
        format!("**{}**: a group per tool", text(K::FilterTools)),
        format!("**{}**: a group per industry", text(K::FilterIndustries)),
        format!("'Mon YYYY - {}'", text(K::Present)),
        format!(
            "('{}', or '{}')",
            english.count(CountedKey::Experiences, 3),
            english.count(CountedKey::Experiences, 1)
        ),
        format!("{} to `/`", text(K::GoBack)),
        format!("{} at the top and the bottom", text(K::BackToPortfolio)),
    ]);
    for want in written {
        assert!(
            page.replace("\n  ", " ").contains(&want),
            "docs/product.md does not say {want}"
        );
    }
}

#[test]
fn the_english_words_core_formats_are_the_english_catalogues() {
    use folio_core::grouping::{NO_USAGE, count_label};
    use folio_core::language::{CountedKey, MessageKey, Messages};
    let english = Messages::of(Catalogue::En);
    assert_eq!(english.text(MessageKey::NoUsage), NO_USAGE);
    for count in 0..=1_001 {
        assert_eq!(
            english.count(CountedKey::Experiences, count),
            count_label(usize::try_from(count).expect("small"))
        );
    }
}

/// The groups of the shared vector file `name` (`groupByTools`, `groupByIndustries`) are what the
/// English catalogue groups.
fn english_groups_match(name: &str, group: impl Fn(&ExperienceGrouping) -> serde_json::Value) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(name);
    let file: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the vectors")).expect("JSON");
    for case in file["cases"].as_array().expect("cases") {
        let input: ExperienceGrouping =
            serde_json::from_value(case["input"].clone()).expect("the rule's input");
        assert_eq!(group(&input), case["output"], "{name}: {}", case["name"]);
    }
}

#[test]
fn the_english_catalogues_groups_are_the_shared_vectors() {
    use folio_core::grouping::{group_by_industries_in, group_by_tools_in};
    use folio_core::language::Messages;
    let english = Messages::of(Catalogue::En);
    english_groups_match("group-by-tools.json", |g| {
        serde_json::to_value(group_by_tools_in(english, &g.experiences, &g.order)).expect("JSON")
    });
    english_groups_match("group-by-industries.json", |g| {
        serde_json::to_value(group_by_industries_in(english, &g.experiences, &g.order))
            .expect("JSON")
    });
}

#[test]
fn a_group_counts_and_lacks_usage_in_its_catalogues_language() {
    use folio_core::grouping::group_by_tools_in;
    use folio_core::language::Messages;
    let input: ExperienceGrouping = serde_json::from_str(
        r#"{"experiences": [
            {"id": 1, "jobTitle": "A", "company": "C", "tools": ["Rust"]},
            {"id": 2, "jobTitle": "B", "company": "C", "tools": ["Rust"]}
        ], "order": []}"#,
    )
    .expect("input");
    let groups = group_by_tools_in(
        Messages::of(Catalogue::Fr),
        &input.experiences,
        &input.order,
    );
    assert_eq!(groups[0].count_label, "2 expériences");
    assert_eq!(
        groups[0].entries[0].usage,
        "Aucun détail sur son utilisation"
    );
    assert!(!groups[0].entries[0].has_usage);
}
