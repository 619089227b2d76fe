//! The case study form and `POST/PUT /api/admin/case-studies` (spec §5 "Case study", §4 "Slug").
//!
//! Title, slug, description and content are required. The slug must already be a slug (what
//! [`crate::slug::slugify`] would leave unchanged). Content is the JSON text of an editor
//! document; a document with no blocks counts as missing, text that is not a document is
//! invalid, and every block must pass the rules of §5. Tags are normalised like the tags input
//! (trimmed, no blanks, no repeats). The featured image is an http(s) URL or an uploaded file;
//! its description (`alt` text) is optional, blank meaning none, and kept only with an image.
//! The date the card and page show (issue 23) is a calendar day `YYYY-MM-DD`
//! ([`crate::dates::is_day`], checked by [`CaseStudyDraft::parse_dated`], the server's parse);
//! blank means the default: the day it is created, or on an update the date already saved.

pub(crate) use super::case_study_fields::{check_content, check_tags, content_too_long};
use super::{FieldCode, ValidationErrors, limits};
use crate::language::Languages;
use crate::tags::normalize_tags;
use crate::translations::{CaseStudyTexts, carry, check, take_carried, with_translations};
use serde::{Deserialize, Serialize};

/// The message for a date that is not a calendar day.
const DATE_FORMAT: &str = "Date must be a day written as YYYY-MM-DD, such as 2021-03-05";

with_translations! {
    /// The fields as the owner typed them: what the dialog's form holds, a request's body carries
    /// and an autosave keeps, before validation (`CaseStudyDraft::parse`). A field left out or
    /// `null` reads as empty text, no tags or off; a value of another type (a number for a title) is
    /// refused.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase", default)]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    #[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
    #[cfg_attr(
        feature = "openapi",
        oai(rename_all = "camelCase", skip_serializing_if_is_none)
    )]
    pub struct CaseStudyDraft {
        /// The title.
        #[serde(deserialize_with = "crate::lenient::string")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub title: String,
        /// The URL segment: lower-case letters, digits and single hyphens, as the title's slug
        /// would be.
        #[serde(deserialize_with = "crate::lenient::string")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub slug: String,
        /// The card's summary.
        #[serde(deserialize_with = "crate::lenient::string")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub description: String,
        /// The Editor.js document as JSON text: `{blocks: [...], version?, time?}`.
        #[serde(deserialize_with = "crate::lenient::string")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub content: String,
        /// The featured image, an http(s) URL or an `/uploads/...` path; blank means none.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        #[cfg_attr(feature = "openapi", oai(nullable))]
        pub featured_image: Option<String>,
        /// What the featured image shows, for those who cannot see it (its `alt` text); blank means
        /// none. Kept only with a featured image.
        #[cfg_attr(feature = "wasm", tsify(optional))]
        #[cfg_attr(feature = "openapi", oai(nullable))]
        pub featured_image_alt: Option<String>,
        /// The date its card and page show, `YYYY-MM-DD`; blank means the default: the day it is
        /// created, or on an update the date saved.
        #[serde(skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        #[cfg_attr(feature = "openapi", oai(nullable))]
        pub date: Option<String>,
        /// The tags.
        #[serde(deserialize_with = "crate::lenient::list")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub tags: Vec<String>,
        /// Shown on the public site.
        #[serde(deserialize_with = "crate::lenient::flag")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub is_published: bool,
        /// Marked as featured.
        #[serde(deserialize_with = "crate::lenient::flag")]
        #[cfg_attr(feature = "openapi", oai(default, nullable))]
        pub is_featured: bool,
    }
    /// It in the site's other languages ([`crate::translations`]); left out, an update keeps
    /// those stored. The browser's module neither reads nor writes them: the server checks them
    /// against the site's languages ([`CaseStudyDraft::parse_in`]).
    #[cfg_attr(feature = "openapi", oai(nullable))]
    translations: CaseStudyTexts,
}

with_translations! {
    /// The fields of a valid case study (`CaseStudyDraft::parse`): what is stored, what a revision
    /// keeps and what an export writes.
    #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    #[cfg_attr(feature = "wasm", derive(tsify::Tsify))]
    #[cfg_attr(feature = "openapi", derive(poem_openapi::Object))]
    #[cfg_attr(
        feature = "openapi",
        oai(rename_all = "camelCase", skip_serializing_if_is_none)
    )]
    pub struct NewCaseStudy {
        /// The title, trimmed.
        pub title: String,
        /// The slug.
        pub slug: String,
        /// The description, trimmed.
        pub description: String,
        /// The Editor.js document as JSON text, as submitted (trimmed), so unknown blocks survive.
        pub content: String,
        /// The featured image URL or upload path.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub featured_image: Option<String>,
        /// What the featured image shows, trimmed; only with an image.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub featured_image_alt: Option<String>,
        /// The date its card and page show, `YYYY-MM-DD`: the owner's, by default the day it was
        /// created. Always there on a stored case study; absent on valid fields that leave it to
        /// that default.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "wasm", tsify(optional))]
        pub date: Option<String>,
        /// The tags, normalised.
        pub tags: Vec<String>,
        /// Shown on the public site.
        pub is_published: bool,
        /// Marked as featured.
        pub is_featured: bool,
    }
    /// It in the site's other languages ([`crate::translations`]); `None` when there are none,
    /// or, in a save, to keep those stored.
    translations: CaseStudyTexts,
}

impl From<NewCaseStudy> for CaseStudyDraft {
    fn from(saved: NewCaseStudy) -> Self {
        Self {
            title: saved.title,
            slug: saved.slug,
            description: saved.description,
            content: saved.content,
            featured_image: saved.featured_image,
            featured_image_alt: saved.featured_image_alt,
            date: saved.date,
            tags: saved.tags,
            is_published: saved.is_published,
            is_featured: saved.is_featured,
            translations: saved.translations,
        }
    }
}

impl CaseStudyDraft {
    /// Validates the draft, reporting every failing field.
    pub fn parse(self) -> Result<NewCaseStudy, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let title = errors.required(
            "title",
            "Title",
            "Title is required",
            &self.title,
            limits::SHORT_TEXT,
        );
        let slug = errors.required("slug", "Slug", "Slug is required", &self.slug, limits::SLUG);
        if !slug.is_empty() && crate::slug::slugify(&slug) != slug {
            errors.push(
                "slug",
                FieldCode::InvalidFormat,
                "Slug may only contain lowercase letters, digits and single hyphens",
            );
        }
        let description = errors.required(
            "description",
            "Description",
            "Description is required",
            &self.description,
            limits::CASE_STUDY_DESCRIPTION,
        );
        let content = self.content.trim().to_owned();
        check_content(&mut errors, "content", &content);
        let featured_image = errors.optional_url(
            "featuredImage",
            "Featured image",
            self.featured_image.as_deref(),
            |url| crate::url::is_http_url(url) || crate::url::is_upload_path(url),
            "Featured image must be a URL starting with http:// or https://, or an uploaded image",
        );
        let featured_image_alt = crate::lenient::non_blank(self.featured_image_alt.as_deref())
            .filter(|_| featured_image.is_some());
        if let Some(alt) = &featured_image_alt {
            errors.at_most(
                "featuredImageAlt",
                "Image description",
                alt,
                limits::ALT_TEXT,
            );
        }
        let date = crate::lenient::non_blank(self.date.as_deref());
        let tags = normalize_tags(&self.tags);
        check_tags(&mut errors, "tags", &tags);
        errors.into_result(NewCaseStudy {
            title,
            slug,
            description,
            content,
            featured_image,
            featured_image_alt,
            date,
            tags,
            is_published: self.is_published,
            is_featured: self.is_featured,
            translations: None,
        })
    }
}

impl CaseStudyDraft {
    /// Validates the draft as the server stores it: [`CaseStudyDraft::parse`], and a date that
    /// is not blank must be a day ([`crate::dates::is_day`]). The browser runs `parse` alone: its
    /// date input only ever gives a day or nothing, and the date rule would take the WASM module
    /// past its size budget (docs/rules.md, "WASM size"); a refusal still lands under the Date field.
    pub fn parse_dated(self) -> Result<NewCaseStudy, ValidationErrors> {
        let bad_date = crate::lenient::non_blank(self.date.as_deref())
            .is_some_and(|day| !crate::dates::is_day(&day));
        let parsed = self.parse();
        if !bad_date {
            return parsed;
        }
        let mut errors = parsed.err().unwrap_or_default();
        errors.push("date", FieldCode::InvalidFormat, DATE_FORMAT);
        Err(errors)
    }

    /// Validates the draft as the server stores it ([`CaseStudyDraft::parse_dated`]) and its
    /// translations against the site's `languages` ([`check::case_study_translations`]; `None`
    /// for a state kept before, such as a revision, whose languages the site may no longer list),
    /// reporting every failing field.
    pub fn parse_in(
        mut self,
        languages: Option<&Languages>,
    ) -> Result<NewCaseStudy, ValidationErrors> {
        let translations = take_carried(&mut self.translations)
            .map(|sent| check::case_study_translations(languages, sent))
            .transpose();
        let (mut new, translations) = check::both(self.parse_dated(), translations)?;
        new.translations = carry(translations);
        Ok(new)
    }

    /// Checks only the bounds of [`CaseStudyDraft::parse`] (issue 14, autosave): an autosaved
    /// draft may be unfinished (blank fields, a block being written), but it is never larger than a
    /// case study may be. Each field over its bound is reported with `too_long` or `too_many`.
    pub fn check_bounds(&self) -> Result<(), ValidationErrors> {
        let mut errors = ValidationErrors::default();
        errors.at_most("title", "Title", self.title.trim(), limits::SHORT_TEXT);
        errors.at_most("slug", "Slug", self.slug.trim(), limits::SLUG);
        errors.at_most(
            "description",
            "Description",
            self.description.trim(),
            limits::CASE_STUDY_DESCRIPTION,
        );
        if self.content.trim().len() > limits::CONTENT {
            content_too_long(&mut errors, "content");
        }
        if let Some(url) = &self.featured_image {
            errors.at_most("featuredImage", "Featured image", url.trim(), limits::URL);
        }
        if let Some(alt) = &self.featured_image_alt {
            errors.at_most(
                "featuredImageAlt",
                "Image description",
                alt.trim(),
                limits::ALT_TEXT,
            );
        }
        if let Some(date) = &self.date {
            errors.at_most("date", "Date", date.trim(), limits::DAY);
        }
        check_tags(&mut errors, "tags", &self.tags);
        if let Some(translations) = crate::translations::carried(&self.translations) {
            check::case_study_translation_bounds(&mut errors, translations);
        }
        errors.into_result(())
    }
}

impl TryFrom<CaseStudyDraft> for NewCaseStudy {
    type Error = ValidationErrors;
    fn try_from(draft: CaseStudyDraft) -> Result<Self, Self::Error> {
        draft.parse()
    }
}
