//! Reading `folio.json` one item at a time, so an archive at every bound (case studies at their
//! largest, each with its 50 revisions) is restored in the memory of its largest item instead of
//! the whole document's (issue 21).
//!
//! [`read`] makes two passes over the document:
//! 1. what it says of itself (`format`, `version`, `exportedAt`, refused by its number as
//!    [`super::read`] does), and whether any text holds U+0000 ([`crate::text`]), reading every
//!    other value without keeping it;
//! 2. each item in document order, checked by [`Checker`] and handed to the caller as soon as it
//!    is read. An item's JSON text is bounded ([`ItemLimits`]) while it is read, so no item can
//!    make the reader hold more than its bound.
//!
//! The caller stores what it is handed, and keeps it only when [`read`] answers `Ok` (every item
//! passed). Otherwise it answers the problems found, as [`super::check`] does, except that
//! reading stops after the item that brings them to [`super::PROBLEMS_KEPT`]: the archive is
//! refused whatever follows, and checking on only to count the rest would cost what a hostile
//! document asks, the time of every item and the ids and slugs each one adds to what the checks
//! remember (a 910 KiB ZIP of 12 million invalid items took 3 GiB; issue 39). The owner is told
//! there are at least that many more.

use super::{
    ArchiveError, ArchivedCaseStudy, ArchivedEducation, ArchivedExperience, ArchivedMessage,
    ArchivedProfile, Checker, DOCUMENT, FORMAT, VERSION,
};
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::cell::Cell;
use std::io::Read;
use std::rc::Rc;

/// The most JSON text one item of `folio.json` may take.
#[derive(Debug, Clone, Copy)]
pub struct ItemLimits {
    /// A case study with its revisions.
    pub case_study: u64,
    /// The profile, an experience or an education entry.
    pub other: u64,
}

/// Room for a case study at the content bound (1 MB) in each of its 51 states, with the escaping
/// a JSON text inside JSON can take, and for any other item many times over.
pub const ITEM_LIMITS: ItemLimits = ItemLimits {
    case_study: 160 * 1024 * 1024,
    other: 4 * 1024 * 1024,
};

/// One item of `folio.json`, as validation leaves it.
#[derive(Debug)]
pub enum Item {
    /// The profile.
    Profile(ArchivedProfile),
    /// An experience.
    Experience(ArchivedExperience),
    /// An education entry.
    Education(ArchivedEducation),
    /// A case study with its revisions.
    CaseStudy(ArchivedCaseStudy),
    /// A visitor's message.
    Message(ArchivedMessage),
}

/// Reads the `folio.json` that `open` opens (twice), handing each item that passes the checks to
/// `take` in document order; answers the problems found, reading no further once they are
/// [`super::PROBLEMS_KEPT`].
pub fn read<R: Read>(
    open: impl Fn() -> std::io::Result<R>,
    limits: &ItemLimits,
    mut take: impl FnMut(Item),
) -> Result<(), ArchiveError> {
    let open = || open().map(|reader| Box::new(reader) as Box<dyn Read>);
    read_boxed(&open, limits, &mut take)
}

/// [`read`] for any reader and receiver, so that it is compiled here, with this crate's
/// optimisation, whatever the caller's: the JSON is read a byte at a time, which an unoptimised
/// caller (the server's test build) made several times slower.
fn read_boxed<'a>(
    open: &dyn Fn() -> std::io::Result<Box<dyn Read + 'a>>,
    limits: &ItemLimits,
    take: &mut dyn FnMut(Item),
) -> Result<(), ArchiveError> {
    let unreadable = |detail: String| ArchiveError::Unreadable { detail };
    let reader = open().map_err(|e| unreadable(e.to_string()))?;
    let mut watched = Watched::new(reader, u64::MAX);
    let header: Header =
        serde_json::from_reader(&mut watched).map_err(|e| unreadable(e.to_string()))?;
    header.check()?;
    if watched.nul.found() {
        return Err(ArchiveError::Invalid {
            problems: vec![format!("{DOCUMENT}: {}", crate::text::NUL_IN_TEXT)],
            more: 0,
            stopped: false,
        });
    }
    let reader = open().map_err(|e| unreadable(e.to_string()))?;
    let mut watched = Watched::new(reader, limits.other);
    let bound = watched.bound.clone();
    let mut checker = Checker::default();
    let document = Document {
        limits,
        bound,
        checker: &mut checker,
        take,
    };
    let mut reader = serde_json::Deserializer::from_reader(&mut watched);
    let read = DeserializeSeed::deserialize(document, &mut reader);
    // Reading ends with an error where the checks decided the outcome (`Decided`).
    if checker.decided() {
        return Err(checker.stopped());
    }
    read.map_err(|e| unreadable(e.to_string()))?;
    reader.end().map_err(|e| unreadable(e.to_string()))?;
    checker.finish()
}

/// What a reader stops with once the checks have [decided](Checker::decided) the outcome:
/// serde's only way out of a document part way.
struct Decided;

impl Decided {
    fn error<E: de::Error>() -> E {
        E::custom("enough problems found")
    }
}

/// What the document says of itself; every other value is read past.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct Header {
    #[serde(default)]
    format: Option<serde_json::Value>,
    #[serde(default)]
    version: Option<serde_json::Value>,
    #[serde(default)]
    exported_at: Option<serde_json::Value>,
}

impl Header {
    fn check(self) -> Result<(), ArchiveError> {
        if self.format.as_ref().and_then(|f| f.as_str()) != Some(FORMAT) {
            return Err(ArchiveError::Version { found: None });
        }
        match self.version {
            Some(version) if version.as_u64() == Some(VERSION) => {}
            Some(version) => {
                return Err(ArchiveError::Version {
                    found: Some(version.to_string()),
                });
            }
            None => return Err(ArchiveError::Version { found: None }),
        }
        if !self
            .exported_at
            .as_ref()
            .is_some_and(serde_json::Value::is_string)
        {
            return Err(ArchiveError::Unreadable {
                detail: "missing field `exportedAt`".to_owned(),
            });
        }
        Ok(())
    }
}

/// Where the current item started and how far it may go, in bytes of the document.
#[derive(Default)]
struct Bound {
    read: Cell<u64>,
    start: Cell<u64>,
    limit: Cell<u64>,
}

impl Bound {
    /// The next item starts here and may take `limit` bytes.
    fn begin(&self, limit: u64) {
        self.start.set(self.read.get());
        self.limit.set(limit);
    }
}

/// The document's bytes, counted against the current item's bound and scanned for U+0000.
struct Watched<R> {
    inner: std::io::BufReader<R>,
    bound: Rc<Bound>,
    nul: crate::text::NulScan,
}

impl<R: Read> Watched<R> {
    fn new(inner: R, limit: u64) -> Self {
        let bound = Rc::new(Bound::default());
        bound.begin(limit);
        Self {
            inner: std::io::BufReader::with_capacity(64 * 1024, inner),
            bound,
            nul: crate::text::NulScan::default(),
        }
    }
}

impl<R: Read> Read for Watched<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let read = self.inner.read(buf)?;
        self.nul.feed(&buf[..read]);
        let bound = &self.bound;
        bound.read.set(bound.read.get() + read as u64);
        if bound.read.get() - bound.start.get() > bound.limit.get() {
            return Err(std::io::Error::other(format!(
                "an item is larger than the {} MiB one may take",
                bound.limit.get() >> 20
            )));
        }
        Ok(read)
    }
}

/// The top-level object: each known key's items handed on, any other value read past.
struct Document<'a> {
    limits: &'a ItemLimits,
    bound: Rc<Bound>,
    checker: &'a mut Checker,
    take: &'a mut dyn FnMut(Item),
}

impl<'de> DeserializeSeed<'de> for Document<'_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for Document<'_> {
    type Value = ();

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("a Folio export")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let Self {
            limits,
            bound,
            checker,
            take,
        } = self;
        let mut seen = [false; 4];
        while let Some(key) = map.next_key::<String>()? {
            // Keys and the header's values are small; the bound of "any other item" applies.
            bound.begin(limits.other);
            match key.as_str() {
                "profile" => {
                    seen[0] = true;
                    let profile = map.next_value::<ArchivedProfile>()?;
                    if let Some(profile) = checker.checked_profile(profile) {
                        take(Item::Profile(profile));
                    }
                    if checker.decided() {
                        return Err(Decided::error());
                    }
                }
                "experiences" => {
                    seen[1] = true;
                    map.next_value_seed(Items {
                        limit: limits.other,
                        bound: &bound,
                        checker: &mut *checker,
                        each: |checker, item| checker.experience(item).map(Item::Experience),
                        take: &mut *take,
                    })?;
                }
                "education" => {
                    seen[2] = true;
                    map.next_value_seed(Items {
                        limit: limits.other,
                        bound: &bound,
                        checker: &mut *checker,
                        each: |checker, item| checker.education(item).map(Item::Education),
                        take: &mut *take,
                    })?;
                }
                "caseStudies" => {
                    seen[3] = true;
                    map.next_value_seed(Items {
                        limit: limits.case_study,
                        bound: &bound,
                        checker: &mut *checker,
                        each: |checker, item| checker.case_study(item).map(Item::CaseStudy),
                        take: &mut *take,
                    })?;
                }
                // Not required: an archive written before the contact form has none.
                "messages" => {
                    map.next_value_seed(Items {
                        limit: limits.other,
                        bound: &bound,
                        checker: &mut *checker,
                        each: |checker, item| checker.message(item).map(Item::Message),
                        take: &mut *take,
                    })?;
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
            bound.begin(limits.other);
        }
        for (seen, field) in seen
            .iter()
            .zip(["profile", "experiences", "education", "caseStudies"])
        {
            if !seen {
                return Err(de::Error::missing_field(field));
            }
        }
        Ok(())
    }
}

/// A list of items, each read within `limit`, checked by `each` and handed to `take`, until
/// the checks decide the outcome.
struct Items<'a, T> {
    limit: u64,
    bound: &'a Bound,
    checker: &'a mut Checker,
    each: fn(&mut Checker, T) -> Option<Item>,
    take: &'a mut dyn FnMut(Item),
}

impl<'de, T> DeserializeSeed<'de> for Items<'_, T>
where
    T: serde::Deserialize<'de>,
{
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, T> Visitor<'de> for Items<'_, T>
where
    T: serde::Deserialize<'de>,
{
    type Value = ();

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("a list of items")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        loop {
            self.bound.begin(self.limit);
            let Some(item) = seq.next_element::<T>()? else {
                return Ok(());
            };
            if let Some(item) = (self.each)(self.checker, item) {
                (self.take)(item);
            }
            if self.checker.decided() {
                return Err(Decided::error());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ITEM_LIMITS, Item, ItemLimits, read};
    use crate::archive::{self, ArchiveError};

    /// Reads `json` as an archive, one item at a time: the items handed on, or the problem.
    fn stream(json: &str, limits: &ItemLimits) -> Result<Vec<Item>, ArchiveError> {
        let mut items = Vec::new();
        read(|| Ok(json.as_bytes()), limits, |item| items.push(item))?;
        Ok(items)
    }

    fn document(case_studies: serde_json::Value) -> serde_json::Value {
        serde_json::json!({
            "format": "folio", "version": 1, "exportedAt": "2026-11-24T00:00:00Z",
            "profile": { "name": "Ada", "briefIntro": "Notes.", "educationCategories": [],
                "toolsOrder": [], "industriesOrder": [], "updatedAt": "2026-11-24T00:00:00Z" },
            "experiences": [], "education": [], "caseStudies": case_studies
        })
    }

    fn case_study(id: i64, slug: &str, text: &str) -> serde_json::Value {
        let content =
            serde_json::json!({ "blocks": [{ "type": "paragraph", "data": { "text": text } }] });
        serde_json::json!({ "id": id, "title": "T", "slug": slug, "description": "D",
            "content": content.to_string(), "tags": [], "isPublished": true, "isFeatured": false,
            "createdAt": "2026-11-24T00:00:00Z", "updatedAt": "2026-11-24T00:00:00Z" })
    }

    #[test]
    fn items_come_in_document_order_and_agree_with_reading_the_whole_document() {
        let json = document(serde_json::json!([
            case_study(1, "a", "One"),
            case_study(2, "b", "Two")
        ]));
        let items = stream(&json.to_string(), &ITEM_LIMITS).unwrap();
        let whole = archive::read(json.to_string().as_bytes()).unwrap();
        assert!(
            items
                .iter()
                .any(|item| matches!(item, Item::Profile(p) if *p == whole.profile))
        );
        let studies: Vec<_> = items
            .into_iter()
            .filter_map(|item| match item {
                Item::CaseStudy(c) => Some(c),
                _ => None,
            })
            .collect();
        assert_eq!(studies, whole.case_studies);
    }

    #[test]
    fn every_problem_is_answered_as_reading_the_whole_document_does() {
        let json = document(serde_json::json!([
            case_study(1, "a", "One"),
            case_study(1, "a", " ")
        ]));
        let streamed = stream(&json.to_string(), &ITEM_LIMITS).unwrap_err();
        let whole = archive::read(json.to_string().as_bytes()).unwrap_err();
        assert_eq!(streamed, whole);
        for refused in [
            serde_json::json!({ "format": "folio", "version": 2 }),
            serde_json::json!({ "version": 1 }),
        ] {
            assert_eq!(
                stream(&refused.to_string(), &ITEM_LIMITS).unwrap_err(),
                archive::read(refused.to_string().as_bytes()).unwrap_err()
            );
        }
    }

    #[test]
    fn an_item_past_its_bound_stops_the_reading_there() {
        let json = document(serde_json::json!([case_study(1, "a", &"x".repeat(5_000))]));
        let small = ItemLimits {
            case_study: 4_000,
            other: 4_000,
        };
        let error = stream(&json.to_string(), &small).unwrap_err();
        assert!(
            matches!(&error, ArchiveError::Unreadable { detail } if detail.contains("larger than")),
            "{error:?}"
        );
        assert!(stream(&json.to_string(), &ITEM_LIMITS).is_ok());
    }

    #[test]
    fn an_archive_past_a_sites_bounds_is_refused_with_the_bounds_message() {
        let study = |n: i64| case_study(n, &format!("s{n}"), "One");
        let studies: Vec<_> = (1..=1_001).map(study).collect();
        let json = document(serde_json::json!(studies));
        let error = stream(&json.to_string(), &ITEM_LIMITS).unwrap_err();
        assert!(
            format!("{error:?}").contains("A site holds at most 1,000 case studies."),
            "{error:?}"
        );
        let at_the_bound = document(serde_json::json!(studies[..1_000]));
        assert!(stream(&at_the_bound.to_string(), &ITEM_LIMITS).is_ok());

        let mut many_tools = document(serde_json::json!([]));
        let tools: Vec<String> = (0..100).map(|n| format!("Tool {n}")).collect();
        let experience = |id: i64| {
            serde_json::json!({ "id": id, "jobTitle": "J", "company": "C", "industry": "I",
                "startDate": "2020-01", "description": "D", "accomplishments": "A",
                "tools": tools, "createdAt": "2026-11-24T00:00:00Z",
                "updatedAt": "2026-11-24T00:00:00Z" })
        };
        many_tools["experiences"] = (1..=51).map(experience).collect();
        let error = stream(&many_tools.to_string(), &ITEM_LIMITS).unwrap_err();
        assert!(
            format!("{error:?}").contains("A site's experiences list at most 5,000 tools"),
            "{error:?}"
        );
    }

    /// A document of `count` experiences that each fail three checks (id, times, fields),
    /// followed by `tail` in place of the rest of the document.
    fn invalid_experiences(count: usize, tail: &str) -> String {
        let mut head = document(serde_json::json!([]));
        head.as_object_mut().unwrap().remove("experiences");
        let head = head.to_string();
        let open = head.strip_suffix('}').unwrap();
        let item = r#"{"createdAt":"x","updatedAt":"x"}"#;
        format!(
            "{open},\"experiences\":[{}]{tail}",
            vec![item; count].join(",")
        )
    }

    /// A reader of `bytes` that counts what it hands out into `read`.
    struct Counted<'a> {
        bytes: &'a [u8],
        read: std::rc::Rc<std::cell::Cell<usize>>,
    }

    impl std::io::Read for Counted<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.bytes.read(buf)?;
            self.read.set(self.read.get() + n);
            Ok(n)
        }
    }

    #[test]
    fn reading_stops_once_the_problems_kept_are_found() {
        let json = invalid_experiences(200_000, "}");
        let passes = std::cell::RefCell::new(Vec::new());
        let open = || {
            let read = std::rc::Rc::default();
            passes.borrow_mut().push(std::rc::Rc::clone(&read));
            Ok(Counted {
                bytes: json.as_bytes(),
                read,
            })
        };
        let mut handed = 0;
        let error = read(open, &ITEM_LIMITS, |_| handed += 1).unwrap_err();
        // The first pass reads the whole document; the second stops soon after the item that
        // makes a hundred problems, within what its buffer read ahead.
        let passes: Vec<usize> = passes.take().iter().map(|read| read.get()).collect();
        assert_eq!(passes[0], json.len());
        assert!(passes[1] <= 128 * 1024, "{} of {}", passes[1], json.len());
        let ArchiveError::Invalid {
            problems,
            more,
            stopped,
        } = &error
        else {
            panic!("{error:?}");
        };
        assert_eq!(problems.len(), archive::PROBLEMS_KEPT);
        assert_eq!((*more, *stopped), (2, true));
        assert_eq!(handed, 1, "the profile only");
        assert!(
            error
                .message()
                .ends_with("and at least 97 more (Folio stopped reading after 100 problems)."),
            "{}",
            error.message()
        );
    }

    #[test]
    fn fewer_problems_than_kept_are_all_answered_with_none_stopped() {
        let json = invalid_experiences(33, "}");
        let error = stream(&json, &ITEM_LIMITS).unwrap_err();
        assert!(
            matches!(&error, ArchiveError::Invalid { problems, more: 0, stopped: false }
                if problems.len() == 99),
            "{error:?}"
        );
        assert!(error.message().ends_with("; and 94 more."));
    }

    #[test]
    fn a_whole_document_keeps_the_first_problems_and_counts_every_other() {
        let json = invalid_experiences(1_000, "}");
        let error = archive::read(json.as_bytes()).unwrap_err();
        assert!(
            matches!(&error, ArchiveError::Invalid { problems, more: 2_900, stopped: false }
                if problems.len() == archive::PROBLEMS_KEPT),
            "{error:?}"
        );
        assert!(error.message().ends_with("; and 2,995 more."));
    }

    #[test]
    fn text_holding_nul_is_refused_before_any_item_is_handed_on() {
        let mut study = case_study(1, "a", "Text");
        study["title"] = serde_json::json!("x\u{0}");
        let json = document(serde_json::json!([study]));
        let mut handed = 0;
        let text = json.to_string();
        let error = read(|| Ok(text.as_bytes()), &ITEM_LIMITS, |_| handed += 1).unwrap_err();
        assert_eq!(handed, 0);
        assert!(error.message().contains("NUL"), "{}", error.message());
    }

    fn message(id: i64, email: &str) -> serde_json::Value {
        serde_json::json!({ "id": id, "folder": "archive", "name": " Ada ", "email": email,
            "message": "Hello", "page": "/de/contact", "language": "de", "isRead": true,
            "createdAt": "2026-11-24T00:00:00Z" })
    }

    #[test]
    fn messages_are_read_by_the_contact_forms_rule_and_agree_with_the_whole_document() {
        let mut json = document(serde_json::json!([]));
        json["messages"] = serde_json::json!([message(1, "ada@example.com")]);
        let items = stream(&json.to_string(), &ITEM_LIMITS).unwrap();
        let whole = archive::read(json.to_string().as_bytes()).unwrap();
        let messages: Vec<_> = items
            .into_iter()
            .filter_map(|item| match item {
                Item::Message(m) => Some(m),
                _ => None,
            })
            .collect();
        assert_eq!(messages, whole.messages);
        assert_eq!(messages[0].message.name, "Ada", "trimmed as a send is");
        assert_eq!(messages[0].folder, crate::contact::MessageFolder::Archive);

        json["messages"] =
            serde_json::json!([message(1, "ada@example.com"), message(1, "not an address"),]);
        let streamed = stream(&json.to_string(), &ITEM_LIMITS).unwrap_err();
        assert_eq!(
            streamed,
            archive::read(json.to_string().as_bytes()).unwrap_err()
        );
        let text = streamed.message();
        assert!(
            text.contains("message 1: another item of its list has this id"),
            "{text}"
        );
        assert!(
            text.contains("message 1: Please enter an e-mail address"),
            "{text}"
        );
    }
}
