//! The checks an import makes of every item: the admin's own validation, ids, slugs and times.

use super::document::MAX_VERSION;
use super::timestamp::is_timestamp;
use super::{
    Archive, ArchiveError, ArchivedCaseStudy, ArchivedEducation, ArchivedExperience,
    ArchivedProfile, ArchivedRevision, PROBLEMS_KEPT,
};
use crate::case_study::CaseStudyDraft;
use crate::home::Owner;
use crate::language::Languages;
use crate::ordering::name_key;
use crate::translations::check as translations;
use crate::translations::slug_in;
use crate::url::is_upload_path;
use crate::validation::bounds::Counted;
use crate::validation::{
    Change, EducationDraft, Experience, ProfileDetailsDraft, ProfileDraft, SortOrderInput,
};
use std::collections::HashSet;

mod message;

/// Checks every item of `archive` with the admin's own validation, ids, slugs and times;
/// answers it as validation leaves it, or the problems found ([`Checker::finish`]: the document
/// is in memory already, so every item is checked and the problems past those kept counted).
pub fn check(archive: Archive) -> Result<Archive, ArchiveError> {
    let mut checker = Checker::default();
    let profile = checker.profile(archive.profile);
    let experiences = archive
        .experiences
        .into_iter()
        .filter_map(|item| checker.experience(item))
        .collect();
    let education = archive
        .education
        .into_iter()
        .filter_map(|item| checker.education(item))
        .collect();
    let case_studies = archive
        .case_studies
        .into_iter()
        .filter_map(|item| checker.case_study(item))
        .collect();
    let messages = archive
        .messages
        .into_iter()
        .filter_map(|item| checker.message(item))
        .collect();
    checker.finish()?;
    Ok(Archive {
        profile,
        experiences,
        education,
        case_studies,
        messages,
        ..archive
    })
}

/// The checks of [`check`], one item at a time, so a document too large to hold whole can be
/// checked as it is read ([`super::stream`]): each item is answered as validation leaves it (`None`
/// when any of its checks fails, a duplicate id or slug included), the ids and slugs seen so far
/// are kept to find duplicates, and [`Checker::finish`] answers the problems found: the first
/// [`PROBLEMS_KEPT`] in words, and how many more.
#[derive(Default)]
pub struct Checker {
    /// The first [`PROBLEMS_KEPT`] problems.
    problems: Vec<String>,
    /// Every problem found, those kept included.
    found: usize,
    experience_ids: HashSet<i64>,
    education_ids: HashSet<i64>,
    case_study_ids: HashSet<i64>,
    revision_ids: HashSet<i64>,
    message_ids: HashSet<i64>,
    slugs: HashSet<String>,
    /// The site's languages, once the profile is read.
    languages: Languages,
    /// Each case study's address in each other language of the site: the tag and the slug.
    addresses: HashSet<(String, String)>,
    /// The different tools the experiences name, and how many they list together, for the
    /// site's bounds on both (`validation::bounds`).
    tool_names: HashSet<String>,
    tool_uses: usize,
}

impl Checker {
    fn fail(&mut self, place: &str, message: &str) {
        self.found += 1;
        if self.problems.len() < PROBLEMS_KEPT {
            self.problems.push(format!("{place}: {message}"));
        }
    }

    /// Records passing `counted`'s bound once, at the item (`place`) that takes the count from
    /// `before` past it: the same refusal as a save's.
    fn count(&mut self, place: &str, counted: Counted, before: usize, now: usize) {
        if before <= counted.most() && now > counted.most() {
            self.fail(place, &counted.message());
        }
    }

    /// Whether [`PROBLEMS_KEPT`] problems are found: the archive is refused whatever follows,
    /// and a reader can stop ([`Checker::stopped`]).
    pub fn decided(&self) -> bool {
        self.found >= PROBLEMS_KEPT
    }

    /// The profile as validation leaves it (the placeholder profile when it fails).
    pub fn profile(&mut self, profile: ArchivedProfile) -> ArchivedProfile {
        let owner = profile.owner;
        // Read by `Languages::parse` already: a document with a tag the profile refuses is not
        // read at all, and one without languages is English only.
        let languages = owner.languages;
        self.languages = languages.clone();
        let details = ProfileDetailsDraft {
            photo: Some(owner.photo),
            headline: Some(owner.headline),
            location: Some(owner.location),
            contact: Some(owner.contact),
            links: Some(Some(owner.links)),
        }
        .parse();
        let update = ProfileDraft {
            name: Some(owner.name),
            brief_intro: Some(owner.brief_intro),
            github_url: Some(owner.github_url),
            linkedin_url: Some(owner.linkedin_url),
            tools_order: Some(owner.tools_order),
            industries_order: Some(owner.industries_order),
            education_categories: Some(owner.education_categories),
            translations: None,
        }
        .parse();
        // Every language's texts, those the site no longer lists included.
        let update = crate::translations::check::both(
            update,
            translations::profile_translations(None, owner.translations),
        );
        if !is_timestamp(&profile.updated_at) {
            self.fail("the profile", TIME);
        }
        if profile
            .favicon
            .as_deref()
            .is_some_and(|url| !is_upload_path(url))
        {
            self.fail("the profile", "its favicon is not one of the uploads");
        }
        let value = |change: &Change<String>| change.new_value().cloned();
        let owner = match (update, details) {
            (Ok((update, translations)), Ok(details)) => Owner {
                name: update.name.unwrap_or_default(),
                brief_intro: update.brief_intro.unwrap_or_default(),
                github_url: value(&update.github_url),
                linkedin_url: value(&update.linkedin_url),
                education_categories: update.education_categories.unwrap_or_default(),
                tools_order: update.tools_order.unwrap_or_default(),
                industries_order: update.industries_order.unwrap_or_default(),
                photo: value(&details.photo),
                headline: value(&details.headline),
                location: value(&details.location),
                contact: value(&details.contact),
                links: details.links.unwrap_or_default(),
                languages,
                translations,
                wording: self.wording(owner.wording),
            },
            (update, details) => {
                for errors in [update.err(), details.err()].into_iter().flatten() {
                    self.fail("the profile", &errors.to_string());
                }
                Owner::default()
            }
        };
        ArchivedProfile {
            owner,
            updated_at: profile.updated_at,
            favicon: profile.favicon,
        }
    }

    /// The profile's wording as validation leaves it: each language's checked against that
    /// language's catalogue (a language the site no longer lists keeps its wording, as its
    /// translations are kept).
    fn wording(&mut self, wording: crate::language::Wording) -> crate::language::Wording {
        use crate::language::{LanguageTag, Languages, check_wording, wording::draft_of};
        let mut checked = crate::language::Wording::new();
        for (tag, overrides) in wording {
            let Ok(language) = LanguageTag::parse(&tag) else {
                self.fail(
                    "the profile's wording",
                    &format!("{tag} is not a language tag"),
                );
                continue;
            };
            match check_wording(
                &Languages::only(language.clone()),
                &language,
                draft_of(&overrides),
            ) {
                Ok(overrides) if overrides.is_empty() => {}
                Ok(overrides) => {
                    checked.insert(language.to_string(), overrides);
                }
                Err(errors) => {
                    self.fail(
                        &format!("the profile's wording in {tag}"),
                        &errors.to_string(),
                    );
                }
            }
        }
        checked
    }

    /// The profile as validation leaves it, `None` when it fails.
    pub fn checked_profile(&mut self, profile: ArchivedProfile) -> Option<ArchivedProfile> {
        let before = self.found;
        let profile = self.profile(profile);
        (self.found == before).then_some(profile)
    }

    /// One experience as validation leaves it.
    pub fn experience(&mut self, item: ArchivedExperience) -> Option<ArchivedExperience> {
        let before = self.found;
        self.experience_checked(item)
            .filter(|_| self.found == before)
    }

    fn experience_checked(&mut self, item: ArchivedExperience) -> Option<ArchivedExperience> {
        let place = format!("experience {}", item.experience.id);
        let mut ids = std::mem::take(&mut self.experience_ids);
        let before = ids.len();
        self.row(
            &place,
            item.experience.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.experience_ids = ids;
        self.count(
            &place,
            Counted::Experiences,
            before,
            self.experience_ids.len(),
        );
        let (id, sort_order) = (item.experience.id, item.experience.sort_order);
        let mut experience = item.experience;
        let sent =
            crate::translations::take_carried(&mut experience.translations).unwrap_or_default();
        let checked = translations::experience_translations(None, &experience.tools, sent);
        match translations::both(experience.parse(), checked) {
            Ok((new, translations)) => {
                let (names, uses) = (self.tool_names.len(), self.tool_uses);
                self.tool_names
                    .extend(new.tools.iter().map(|t| name_key(&t.name)));
                self.tool_uses += new.tools.len();
                self.count(&place, Counted::ToolNames, names, self.tool_names.len());
                self.count(&place, Counted::ToolUses, uses, self.tool_uses);
                Some(ArchivedExperience {
                    experience: Experience {
                        id,
                        job_title: new.job_title,
                        company: new.company,
                        industry: new.industry,
                        start_date: new.start_date.to_string(),
                        end_date: new.end_date.map(|d| d.to_string()),
                        is_current_job: new.is_current_job,
                        description: new.description,
                        accomplishments: new.accomplishments,
                        tools: new.tools,
                        sort_order,
                        translations: crate::translations::carry(
                            crate::translations::texts::non_empty(translations),
                        ),
                    },
                    created_at: item.created_at,
                    updated_at: item.updated_at,
                })
            }
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// One education entry as validation leaves it.
    pub fn education(&mut self, item: ArchivedEducation) -> Option<ArchivedEducation> {
        let before = self.found;
        self.education_checked(item)
            .filter(|_| self.found == before)
    }

    fn education_checked(&mut self, mut item: ArchivedEducation) -> Option<ArchivedEducation> {
        let sent =
            crate::translations::take_carried(&mut item.fields.translations).unwrap_or_default();
        let place = format!("education entry {}", item.id);
        let mut ids = std::mem::take(&mut self.education_ids);
        let before = ids.len();
        self.row(
            &place,
            item.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.education_ids = ids;
        self.count(&place, Counted::Education, before, self.education_ids.len());
        let draft = EducationDraft {
            name: item.fields.name,
            category: item.fields.category,
            link: item.fields.link,
            date: item.fields.date,
            sort_order: SortOrderInput::Number(f64::from(item.fields.sort_order)),
            translations: None,
        };
        let checked = translations::education_translations(None, sent);
        match translations::both(draft.parse(), checked) {
            Ok((mut fields, translations)) => {
                fields.translations =
                    crate::translations::carry(crate::translations::texts::non_empty(translations));
                Some(ArchivedEducation { fields, ..item })
            }
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// One case study and its revisions as validation leaves them.
    pub fn case_study(&mut self, item: ArchivedCaseStudy) -> Option<ArchivedCaseStudy> {
        let before = self.found;
        self.case_study_checked(item)
            .filter(|_| self.found == before)
    }

    fn case_study_checked(&mut self, item: ArchivedCaseStudy) -> Option<ArchivedCaseStudy> {
        let place = format!("case study {} (\"{}\")", item.id, item.fields.slug);
        let mut ids = std::mem::take(&mut self.case_study_ids);
        let before = ids.len();
        self.row(
            &place,
            item.id,
            &mut ids,
            &item.created_at,
            &item.updated_at,
        );
        self.case_study_ids = ids;
        self.count(
            &place,
            Counted::CaseStudies,
            before,
            self.case_study_ids.len(),
        );
        if !(1..=MAX_VERSION).contains(&item.version) {
            self.fail(&place, "the version must be a whole number from 1 to 2^53");
        }
        let revisions = self.revisions(&place, item.revisions);
        // Every language's texts, those the site no longer lists included.
        match CaseStudyDraft::from(item.fields).parse_in(None) {
            Ok(fields) => {
                if !self.slugs.insert(fields.slug.clone()) {
                    self.fail(&place, "another case study has this slug");
                }
                for language in self.languages.others().to_vec() {
                    let translations = crate::translations::carried(&fields.translations);
                    let slug = slug_in(&fields.slug, translations, &self.languages, &language);
                    if !self
                        .addresses
                        .insert((language.to_string(), slug.to_owned()))
                    {
                        self.fail(
                            &place,
                            &format!("another case study has this address in {language}"),
                        );
                    }
                }
                Some(ArchivedCaseStudy {
                    fields,
                    revisions,
                    ..item
                })
            }
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }

    /// The problems found in the whole document, if any.
    pub fn finish(self) -> Result<(), ArchiveError> {
        if self.found == 0 {
            Ok(())
        } else {
            Err(self.refused(false))
        }
    }

    /// The problems found when a reader stopped once they [decided](Checker::decided) the
    /// outcome, the rest of the document unread.
    pub fn stopped(self) -> ArchiveError {
        self.refused(true)
    }

    fn refused(self, stopped: bool) -> ArchiveError {
        ArchiveError::Invalid {
            more: self.found - self.problems.len(),
            problems: self.problems,
            stopped,
        }
    }

    /// The revisions of the case study at `place`, each checked like a save (the admin's
    /// validation, a unique id, RFC 3339 times, a summary of one line), at most
    /// [`crate::revisions::KEPT`] of them.
    fn revisions(
        &mut self,
        place: &str,
        revisions: Vec<ArchivedRevision>,
    ) -> Vec<ArchivedRevision> {
        if revisions.len() > crate::revisions::KEPT {
            self.fail(
                place,
                &format!("more than {} revisions", crate::revisions::KEPT),
            );
        }
        let mut checked = Vec::new();
        for revision in revisions {
            let at = format!("{place}, revision {}", revision.id);
            if revision.id <= 0 || !self.revision_ids.insert(revision.id) {
                self.fail(&at, "the id must be positive and unique");
            }
            let restored = revision.restored_from.as_deref().is_none_or(is_timestamp);
            if !is_timestamp(&revision.created_at) || !restored {
                self.fail(&at, TIME);
            }
            let summary = revision.summary.trim();
            if summary.is_empty() || summary.contains('\n') || summary.chars().count() > SUMMARY_MAX
            {
                self.fail(
                    &at,
                    "the summary must be one line of at most 500 characters",
                );
            }
            match CaseStudyDraft::from(revision.fields).parse_in(None) {
                Ok(fields) => checked.push(ArchivedRevision { fields, ..revision }),
                Err(errors) => self.fail(&at, &errors.to_string()),
            }
        }
        checked
    }

    /// The checks every stored row shares: a positive id not seen before in its list, and
    /// times.
    fn row(
        &mut self,
        place: &str,
        id: i64,
        ids: &mut HashSet<i64>,
        created_at: &str,
        updated_at: &str,
    ) {
        if id <= 0 {
            self.fail(place, "the id must be a positive number");
        } else if !ids.insert(id) {
            self.fail(place, "another item of its list has this id");
        }
        if !is_timestamp(created_at) || !is_timestamp(updated_at) {
            self.fail(place, TIME);
        }
    }
}

const TIME: &str = "a time is not an RFC 3339 date and time";

/// The longest summary line a revision may carry.
const SUMMARY_MAX: usize = 500;
