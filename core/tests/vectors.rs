//! Runs the shared test vectors in `tests/vectors/*.json`, the same files the web tests run
//! through the WASM module, so both runtimes are proven on the same cases. Vectors of rules only
//! the server runs (the renderer, and the rules behind the public pages, which the server applies
//! before it sends them) live in `tests/vectors/server-only/`.
//!
//! Each file names its rule by its JavaScript name (the WASM export's, where there is one); [`rule`] maps that name to the
//! Rust function, taking the case's input and giving its output as JSON.

use folio_core::{
    archive, blocks, chronology, contact, dates, grouping, home, home_view, language, links,
    ordering, playground, preview, profile, prompts, resume, revisions, setup, spelling,
    suggestions, tags, tools, translations, uploads, validation, visits,
};
use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;
use std::path::Path;
use validation::Checked;

#[derive(serde::Deserialize)]
struct VectorFile {
    rule: String,
    cases: Vec<Case>,
}

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    input: Value,
    output: Value,
}

type Rule = Box<dyn Fn(&Value) -> Value>;

/// The résumé rule's input: what the home is derived from, and the site's address.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct ResumeRequest {
    source: home::HomeSource,
    site_url: String,
}

/// The JSON Resume import's input with the site's existing entries.
#[derive(serde::Deserialize)]
struct ResumeInto {
    text: String,
    existing: resume::import::matching::Existing,
    #[serde(default)]
    choices: resume::import::matching::Choices,
}

/// The input of `completeResumeImport`: a document, the site's entries, the owner's choices and
/// the words written for its incomplete entries.
#[derive(serde::Deserialize)]
struct ResumeWritten {
    text: String,
    #[serde(default)]
    existing: resume::import::matching::Existing,
    choices: Option<resume::import::matching::Choices>,
    written: Vec<resume::import::incomplete::WrittenExperience>,
}

/// The input of the LinkedIn rules: the synthetic export as read (a file of
/// `linkedin-export/`), the owner's choices, and what the site holds.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct LinkedInInput {
    export_file: String,
    #[serde(default)]
    choices: folio_core::linkedin::LinkedInChoices,
    #[serde(default)]
    existing: resume::import::matching::Existing,
}

impl LinkedInInput {
    fn resume(&self) -> folio_core::linkedin::LinkedInResume {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/vectors/linkedin-export")
            .join(&self.export_file);
        let export = serde_json::from_str(&std::fs::read_to_string(path).expect("export"))
            .expect("an export as read");
        folio_core::linkedin::linkedin_resume(&export, &self.choices)
    }
}

/// The input of `slugifyIn`: a title and the language it is written in.
#[derive(serde::Deserialize)]
struct TitleIn {
    title: String,
    language: String,
}

/// The input of `shorten`.
#[derive(serde::Deserialize)]
struct Shorten {
    text: String,
    max: usize,
}

/// The input of `contactLink`.
#[derive(serde::Deserialize)]
struct Contact {
    contact: Option<String>,
}

/// The input of `usedUploads`: the stored uploads' names and the saved texts.
#[derive(serde::Deserialize)]
struct Saved {
    stored: Vec<String>,
    texts: Vec<String>,
}

/// The input of `languageOfPath`.
#[derive(serde::Deserialize)]
struct PathOnSite {
    languages: language::Languages,
    path: String,
}

/// The input of `localizedPath`.
#[derive(serde::Deserialize)]
struct PageOnSite {
    languages: language::Languages,
    language: language::LanguageTag,
    rest: String,
}

/// The input of `suggestedLanguage`.
#[derive(serde::Deserialize)]
struct PreferredOnPage {
    languages: language::Languages,
    page: language::LanguageTag,
    preferred: Vec<String>,
}

/// The input of `chooseTranslation`.
#[derive(serde::Deserialize)]
struct TextOnSite {
    languages: language::Languages,
    requested: language::LanguageTag,
    values: language::Translations,
}

/// The input of `homeIn`: what the home is derived from, and the page's language (its
/// catalogue's words, English for a language without one).
#[derive(serde::Deserialize)]
struct HomeInLanguage {
    source: home::HomeSource,
    language: language::LanguageTag,
}

/// The input of `caseStudyIn`: the site's languages, a case study's saved fields with their
/// translations, and the page's language.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct CaseStudyInLanguage {
    languages: language::Languages,
    language: language::LanguageTag,
    case_study: folio_core::case_study::NewCaseStudy,
}

/// The input of `checkTranslations`: the site's languages (none for an archive's), the kind of
/// row, its tools (an experience's) and the translations sent.
#[derive(serde::Deserialize)]
struct SentTranslations {
    languages: Option<language::Languages>,
    kind: translations::RowKind,
    #[serde(default)]
    tools: Vec<tools::Tool>,
    translations: Value,
}

/// Runs the translations check of `sent`'s kind of row.
fn check_translations(sent: SentTranslations) -> Value {
    use translations::check;
    fn read<T: DeserializeOwned>(value: Value) -> T {
        serde_json::from_value(value).expect("translations of the row's kind")
    }
    let site = sent.languages.as_ref();
    match sent.kind {
        translations::RowKind::Profile => value(Checked::from(check::profile_translations(
            site,
            read(sent.translations),
        ))),
        translations::RowKind::Experience => value(Checked::from(check::experience_translations(
            site,
            &sent.tools,
            read(sent.translations),
        ))),
        translations::RowKind::Education => value(Checked::from(check::education_translations(
            site,
            read(sent.translations),
        ))),
        translations::RowKind::CaseStudy => value(Checked::from(check::case_study_translations(
            site,
            read(sent.translations),
        ))),
    }
}

/// The input of `checkWording`: the site's languages, the language worded and its overrides.
#[derive(serde::Deserialize)]
struct SentWording {
    languages: language::Languages,
    language: language::LanguageTag,
    wording: language::WordingDraft,
}

/// The input of `messagesWith`: a page's language and the site's wording.
#[derive(serde::Deserialize)]
struct WordedPage {
    language: language::LanguageTag,
    wording: language::Wording,
    keys: Vec<language::MessageKey>,
    count: u64,
}

/// The input of `missingTranslations`.
#[derive(serde::Deserialize)]
struct FieldsOnSite {
    languages: language::Languages,
    fields: Vec<TranslatedField>,
}

/// One field of `missingTranslations`' input.
#[derive(serde::Deserialize)]
struct TranslatedField {
    field: String,
    values: language::Translations,
}

/// The input of `pluralCategory`.
#[derive(serde::Deserialize)]
struct Counted {
    language: language::LanguageTag,
    count: u64,
}

/// The input of `formatMonth`.
#[derive(serde::Deserialize)]
struct MonthIn {
    language: language::LanguageTag,
    month: dates::YearMonth,
}

/// The input of `importTranslation`: a JSON Resume document, the site's rows and languages, and
/// the language it is imported into.
#[derive(serde::Deserialize)]
struct TranslationIn {
    document: Value,
    #[serde(default)]
    existing: resume::import::matching::Existing,
    languages: language::Languages,
    language: String,
}

/// The input of `formatDay` and `shownDay`.
#[derive(serde::Deserialize)]
struct DayIn {
    language: language::LanguageTag,
    day: String,
}

/// The input of `message`.
#[derive(serde::Deserialize)]
struct MessageIn {
    language: language::LanguageTag,
    key: language::MessageKey,
}

/// The input of `countedMessage`.
#[derive(serde::Deserialize)]
struct CountedIn {
    language: language::LanguageTag,
    key: language::CountedKey,
    count: u64,
}

/// The input of `publicDateRangeIn`.
#[derive(serde::Deserialize)]
struct RangeIn {
    language: language::LanguageTag,
    range: dates::DateRange,
}

/// The input of `visitCounted`: a request's method and headers.
#[derive(serde::Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct VisitIn {
    method: String,
    user_agent: Option<String>,
    accept: Option<String>,
    sec_purpose: Option<String>,
    purpose: Option<String>,
    x_moz: Option<String>,
    dnt: Option<String>,
    sec_gpc: Option<String>,
    is_page: bool,
    is_feed: bool,
}

/// The input of `visitReferrer`.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct ReferrerIn {
    referer: Option<String>,
    site_host: String,
    query: Option<String>,
}

/// The input of `visitPage`.
#[derive(serde::Deserialize)]
struct AddressIn {
    path: String,
    query: Option<String>,
}

/// The input of `validateContact`: the page's language and the form's fields.
#[derive(serde::Deserialize)]
struct ContactIn {
    language: language::Catalogue,
    draft: contact::ContactDraft,
}

/// The input of `solveChallenge`.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct ChallengeIn {
    salt: String,
    challenge: String,
    max_number: u64,
}

/// The input of `verifyProof`: the site's key (as text), the time and the proof.
#[derive(serde::Deserialize)]
struct ProofIn {
    key: String,
    now: u64,
    proof: contact::pow::Proof,
}

/// The rules' answers as JSON, for those that borrow from their input.
fn value(answer: impl Serialize) -> Value {
    serde_json::to_value(answer).expect("output serialises")
}

/// Adapts a typed rule to JSON in and out, as the WASM export does.
fn json<I: DeserializeOwned, O: Serialize>(f: impl Fn(I) -> O + 'static) -> Rule {
    Box::new(move |input| {
        let input = serde_json::from_value(input.clone()).expect("input matches the rule's type");
        serde_json::to_value(f(input)).expect("output serialises")
    })
}

/// The Rust function behind each rule name.
fn rule(name: &str) -> Option<Rule> {
    Some(match name {
        "validateContact" => {
            json(|c: ContactIn| Checked::from(c.draft.parse(contact::ContactWords::of(c.language))))
        }
        "solveChallenge" => {
            json(|c: ChallengeIn| contact::pow::solve(&c.salt, &c.challenge, c.max_number))
        }
        "verifyProof" => json(|p: ProofIn| {
            contact::pow::verify(p.key.as_bytes(), &p.proof, p.now)
                .map_or_else(value, |()| Value::from("ok"))
        }),
        "slugify" => json(|t: String| folio_core::slug::slugify(&t)),
        "slugifyIn" => json(|t: TitleIn| folio_core::slug::slugify_in(&t.title, &t.language)),
        "isHttpUrl" => json(|t: String| folio_core::url::is_http_url(&t)),
        "describeDevice" => json(|t: String| folio_core::devices::describe(&t)),
        "shorten" => json(|c: Shorten| folio_core::text::shorten(&c.text, c.max)),
        "publicLink" => json(|l: profile::ProfileLink| profile::public_link(&l)),
        "contactLink" => json(|c: Contact| profile::contact_link(c.contact.as_deref())),
        "setupChecklist" => json(|f: setup::SetupFacts| setup::checklist(&f)),
        "validateProfileDetails" => {
            json(|d: validation::ProfileDetailsDraft| Checked::from(d.parse()))
        }
        "publicDateRange" => json(|r: dates::DateRange| dates::public_date_range(&r)),
        "normalizeTools" => json(|e: Vec<Value>| tools::normalize_tools(&e)),
        "toolNames" => json(|t: String| tools::tool_names(&t)),
        "respellNames" => {
            json(|r: spelling::RespellRequest| spelling::respell_names(&r.names, &r.spellings))
        }
        "validateSetup" => json(|d: validation::LoginDraft| Checked::from(d.parse_new())),
        "validatePasswordChange" => {
            json(|d: validation::PasswordChangeDraft| Checked::from(d.parse()))
        }
        "passwordStrength" => json(|d: validation::LoginDraft| {
            validation::password_strength(&d.username, &d.password)
        }),
        "countedLength" => json(|t: String| validation::counted_length(&t)),
        "addTag" => json(|a: tags::TagAddition| tags::add_tag(a.tags, &a.candidate)),
        "checkUpload" => json(|f: uploads::UploadCandidate| uploads::check_upload(&f)),
        "isImageUrl" => json(|u: String| uploads::is_image_url(&u)),
        "isPlainLink" => json(|b: folio_core::blocks::Block| b.is_plain_link()),
        "usedUploads" => json(|s: Saved| uploads::used::used_uploads(&s.stored, &s.texts)),
        "industrySuggestions" => json(|(): ()| suggestions::industry_suggestions()),
        "educationCategories" => json(|(): ()| suggestions::education_categories()),
        "homeView" => {
            json(|query: Option<String>| home_view::HomeView::from_query(query.as_deref()).link())
        }
        "homeViews" => json(|(): ()| home_view::HomeView::all().map(home_view::HomeView::link)),
        "previewDraft" => json(preview::of_draft),
        "deletePrompt" => json(|p: prompts::DeletePrompt| prompts::delete_prompt(&p)),
        "validateLogin" => json(|d: validation::LoginDraft| Checked::from(d.parse())),
        "validateExperience" => json(|d: validation::Experience| Checked::from(d.parse())),
        "validateEducation" => json(|d: validation::EducationDraft| Checked::from(d.parse())),
        "validateCaseStudy" => json(|d: validation::CaseStudyDraft| Checked::from(d.parse())),
        "validateCaseStudyOnServer" => {
            json(|d: validation::CaseStudyDraft| Checked::from(d.parse_dated()))
        }
        "validateProfile" => json(|d: validation::ProfileDraft| Checked::from(d.parse())),
        "orderNames" => json(|r: ordering::OrderRequest| ordering::order_names(&r.names, &r.order)),
        "groupByTools" => json(|g: grouping::ExperienceGrouping| {
            grouping::group_by_tools(&g.experiences, &g.order)
        }),
        "groupByIndustries" => json(|g: grouping::ExperienceGrouping| {
            grouping::group_by_industries(&g.experiences, &g.order)
        }),
        "groupEducation" => json(|g: grouping::EducationGrouping| {
            grouping::group_education(&g.entries, &g.categories)
        }),
        "educationCategoryOrder" => json(|g: grouping::EducationGrouping| {
            grouping::education_category_order(&g.entries, &g.categories)
        }),
        "displayOrder" => json(|mut e: Vec<validation::Experience>| {
            chronology::display_order(&mut e);
            e
        }),
        "linkTokens" => json(|t: String| links::link_tokens(&t)),
        "selectResume" => json(|i: folio_core::resume_variant::SelectionInput| {
            folio_core::resume_variant::select(&i)
        }),
        "publicHome" => json(|s: home::HomeSource| {
            home::home(&s, language::Messages::of(language::Catalogue::En))
        }),
        "playgroundOrder" => json(|mut p: Vec<playground::Placing>| {
            playground::playground_order_by(&mut p, Clone::clone);
            p
        }),
        "nextStudy" => json(|r: playground::NextRequest| playground::next_study(&r)),
        "resume" => json(|r: ResumeRequest| resume::resume(&r.source, &r.site_url)),
        "importResume" => json(|t: String| resume::import::check_resume_import(&t)),
        "matchResume" => json(|r: ResumeInto| {
            resume::import::import_resume_into(&r.text, &r.existing)
                .ok()
                .map(|import| import.matches)
        }),
        "resumeImportOutcome" => json(|r: ResumeInto| {
            let checked =
                resume::import::check_resume_import_with(&r.text, &r.existing, Some(&r.choices));
            Checked {
                ok: checked.ok,
                value: checked.value.map(|import| import.outcome),
                errors: checked.errors,
            }
        }),
        "resumeImportUnchanged" => json(|r: ResumeInto| {
            let checked =
                resume::import::check_resume_import_with(&r.text, &r.existing, Some(&r.choices));
            let shown = ["profile", "details", "unchanged", "outcome"];
            checked
                .value
                .map(|import| match serde_json::to_value(import) {
                    Ok(Value::Object(fields)) => fields
                        .into_iter()
                        .filter(|(key, _)| shown.contains(&key.as_str()))
                        .collect(),
                    _ => serde_json::Map::new(),
                })
        }),
        "linkedinResume" => json(|i: LinkedInInput| {
            let read = i.resume();
            serde_json::json!({
                "document": serde_json::from_str::<Value>(&read.document).expect("JSON"),
                "skills": read.skills, "notes": read.notes, "counts": read.counts,
            })
        }),
        "linkedinImport" => json(|i: LinkedInInput| {
            let checked =
                resume::import::check_resume_import_with(&i.resume().document, &i.existing, None);
            checked.value.map(|import| {
                // As the import serialises it: no `unchanged` when none is.
                let unchanged = (!import.unchanged.is_none()).then_some(&import.unchanged);
                let mut shown = serde_json::json!({
                    "experiences": import.experiences.iter()
                        .map(|e| format!("{} at {}", e.job_title, e.company)).collect::<Vec<_>>(),
                    "education": import.education.iter()
                        .map(|e| format!("{} ({})", e.name, e.category)).collect::<Vec<_>>(),
                    "caseStudies": import.case_studies.iter()
                        .map(|c| format!("{} ({})", c.title, c.slug)).collect::<Vec<_>>(),
                    "matches": import.matches, "outcome": import.outcome,
                });
                if let Some(unchanged) = unchanged {
                    shown["unchanged"] = serde_json::json!(unchanged);
                }
                if !import.incomplete.is_empty() {
                    shown["incomplete"] = serde_json::json!(import.incomplete);
                }
                shown
            })
        }),
        "completeResumeImport" => json(|r: ResumeWritten| {
            let checked = resume::import::incomplete::check_completed_import(
                &r.text,
                &r.existing,
                r.choices.as_ref(),
                &r.written,
            );
            Checked {
                ok: checked.ok,
                value: checked.value.map(|done| {
                    serde_json::json!({
                        "work": serde_json::from_str::<Value>(&done.document)
                            .expect("JSON")["work"].clone(),
                        "choices": done.choices,
                        "experiences": done.import.experiences.iter()
                            .map(|e| format!("{} at {}", e.job_title, e.company))
                            .collect::<Vec<_>>(),
                        "incomplete": done.import.incomplete.iter()
                            .map(|e| e.entry).collect::<Vec<_>>(),
                        "outcome": done.import.outcome,
                    })
                }),
                errors: checked.errors,
            }
        }),
        "readArchive" => json(|document: Value| {
            archive::read(document.to_string().as_bytes()).map_err(|error| error.message())
        }),
        "countUploads" => json(|names: Vec<String>| archive::count_uploads(&names)),
        "requiredUploads" => {
            json(|document: archive::Archive| archive::required_uploads(&document))
        }
        "compareCaseStudies" => {
            json(|c: revisions::CaseStudyChange| revisions::compare(c.before.as_ref(), &c.after))
        }
        "restoreRevision" => json(|r: revisions::RevisionAndSaved| {
            revisions::restored(&r.saved, r.revision, r.publish_state)
        }),
        "compareWithSaved" => json(|r: revisions::RevisionAndSaved| {
            revisions::compare_with_saved(&r.saved, &r.revision)
        }),
        "checkCaseStudyBounds" => {
            json(|d: validation::CaseStudyDraft| Checked::from(d.check_bounds().map(|()| true)))
        }
        "parseDocument" => json(|t: String| blocks::parse_document(&t)),
        "blockIssues" => json(|d: blocks::Document| blocks::validity::block_issues(&d)),
        "parseLanguageTag" => {
            json(|t: String| Checked::from(language::LanguageTag::parse_field(&t, "language")))
        }
        "parseLanguages" => {
            json(|rows: Vec<String>| Checked::from(language::Languages::parse(&rows)))
        }
        "languageOfPath" => {
            json(|p: PathOnSite| value(language::language_of_path(&p.languages, &p.path)))
        }
        "localizedPath" => {
            json(|p: PageOnSite| language::localized_path(&p.languages, &p.language, &p.rest))
        }
        "suggestionTable" => json(|l: language::Languages| {
            language::suggestion_table(&l)
                .into_iter()
                .map(|(key, tag)| (key, tag.clone()))
                .collect::<std::collections::BTreeMap<_, _>>()
        }),
        "suggestedLanguage" => json(|p: PreferredOnPage| {
            language::suggested_language(&p.languages, &p.page, &p.preferred).cloned()
        }),
        "endonym" => json(|t: language::LanguageTag| language::endonym(&t).to_owned()),
        "openGraphLocale" => json(|t: language::LanguageTag| language::open_graph_locale(&t)),
        "chooseTranslation" => json(|t: TextOnSite| {
            value(language::choose_translation(
                &t.languages,
                &t.requested,
                &t.values,
            ))
        }),
        "homeIn" => json(|h: HomeInLanguage| {
            // The page's words are those of the language it is shown in: the default's when the
            // site is not served in the one asked for.
            let languages = &h.source.profile.languages;
            let shown = if languages.contains(&h.language) {
                &h.language
            } else {
                languages.default_language()
            };
            let catalogue = language::Catalogue::for_tag(shown).unwrap_or(language::Catalogue::En);
            home::home_in(&h.source, &h.language, language::Messages::of(catalogue))
        }),
        "checkTranslations" => json(check_translations),
        "checkWording" => json(|s: SentWording| {
            value(Checked::from(language::check_wording(
                &s.languages,
                &s.language,
                s.wording,
            )))
        }),
        "messagesWith" => json(|p: WordedPage| {
            let messages = language::messages_with(&p.language, &p.wording);
            serde_json::json!({
                "texts": p.keys.iter().map(|key| messages.text(*key)).collect::<Vec<_>>(),
                "counted": messages.count(language::CountedKey::Experiences, p.count),
            })
        }),
        "missingInSite" => json(|s: home::HomeSource| translations::missing_in_site(&s, &[])),
        "caseStudyIn" => json(|c: CaseStudyInLanguage| {
            let fields = &c.case_study;
            let carried = translations::carried(&fields.translations);
            let (shown, fallbacks) = translations::case_study_in(fields, &c.languages, &c.language);
            serde_json::json!({
                "published": translations::published_in(
                    fields.is_published, carried, &c.languages, &c.language
                ),
                "shown": shown,
                "fallbacks": fallbacks,
            })
        }),
        "missingTranslations" => json(|f: FieldsOnSite| {
            let fields: Vec<_> = f
                .fields
                .iter()
                .map(|f| (f.field.as_str(), &f.values))
                .collect();
            language::missing_translations(&f.languages, &fields)
        }),
        "pluralCategory" => json(|c: Counted| {
            language::Catalogue::for_tag(&c.language)
                .map(|catalogue| language::plural_category(catalogue, c.count))
        }),
        "monthNames" => json(|tag: language::LanguageTag| {
            language::Catalogue::for_tag(&tag).map(language::month_names)
        }),
        "formatMonth" => json(|m: MonthIn| {
            language::Catalogue::for_tag(&m.language)
                .map(|catalogue| language::format_month(catalogue, m.month))
        }),
        "importTranslation" => json(|t: TranslationIn| {
            resume::import::translation::check_translation_import(
                &t.document.to_string(),
                &t.existing,
                &t.languages,
                &t.language,
            )
        }),
        "formatDay" => json(|d: DayIn| {
            language::Catalogue::for_tag(&d.language)
                .and_then(|catalogue| language::format_day(catalogue, &d.day))
        }),
        "shownDay" => json(|d: DayIn| {
            // A language without a catalogue is written in English's words.
            let catalogue =
                language::Catalogue::for_tag(&d.language).unwrap_or(language::Catalogue::En);
            language::shown_day(catalogue, &d.day)
        }),
        "message" => json(|m: MessageIn| {
            language::Catalogue::for_tag(&m.language)
                .map(|catalogue| language::Messages::of(catalogue).text(m.key).to_owned())
        }),
        "countedMessage" => json(|c: CountedIn| {
            language::Catalogue::for_tag(&c.language)
                .map(|catalogue| language::Messages::of(catalogue).count(c.key, c.count))
        }),
        "publicDateRangeIn" => json(|r: RangeIn| {
            language::Catalogue::for_tag(&r.language).map(|catalogue| {
                dates::public_date_range_in(language::Messages::of(catalogue), &r.range)
            })
        }),
        "visitCounted" => json(|v: VisitIn| {
            visits::counted(&visits::Request {
                method: &v.method,
                user_agent: v.user_agent.as_deref(),
                accept: v.accept.as_deref(),
                sec_purpose: v.sec_purpose.as_deref(),
                purpose: v.purpose.as_deref(),
                x_moz: v.x_moz.as_deref(),
                dnt: v.dnt.as_deref(),
                sec_gpc: v.sec_gpc.as_deref(),
                is_page: v.is_page,
                is_feed: v.is_feed,
            })
        }),
        "visitDevice" => json(|t: String| visits::device(&t)),
        "visitReferrer" => json(|r: ReferrerIn| {
            visits::referrer(r.referer.as_deref(), &r.site_host, r.query.as_deref())
        }),
        "visitPage" => json(|a: AddressIn| visits::page(&a.path, a.query.as_deref())),
        "visitMissing" => json(|t: String| visits::missing(&t)),
        #[cfg(feature = "render")]
        "renderContent" => json(|t: String| blocks::render::render_content(&t)),
        _ => return None,
    })
}

/// Runs every case of one file, reporting every failing case at once.
fn check(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file: VectorFile =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(!file.cases.is_empty(), "{} has no cases", path.display());
    let Some(run) = rule(&file.rule) else {
        return vec![format!(
            "{}: no Rust function for rule {}",
            path.display(),
            file.rule
        )];
    };
    file.cases
        .iter()
        .filter_map(|case| {
            let got = run(&case.input);
            (got != case.output).then(|| {
                format!(
                    "{} / {}: expected {}, got {got}",
                    path.display(),
                    case.name,
                    case.output
                )
            })
        })
        .collect()
}

fn vector_files(folder: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/vectors")
        .join(folder);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("readable entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_shared_vector_passes_in_rust() {
    let failures: Vec<String> = vector_files("")
        .iter()
        .flat_map(|path| check(path))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The language rules' vectors (issue 25), in the shared vectors' shape. A folder of their own
/// until folio-wasm exports the rules: the web's runner reads the top folder and refuses a rule
/// it has no export for.
#[test]
fn every_language_vector_passes_in_rust() {
    let failures: Vec<String> = vector_files("language")
        .iter()
        .flat_map(|path| check(path))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[cfg(feature = "render")]
#[test]
fn every_server_only_vector_passes_in_rust() {
    let failures: Vec<String> = vector_files("server-only")
        .iter()
        .flat_map(|path| check(path))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
