//! What the owner's preview of an unsaved case study shows (issue 14): the dialog's fields as they
//! are typed, even where the form would still refuse them, so the owner sees the page while
//! writing it. Only what the page could not show safely or truly is left out:
//!
//! - the title and description are shown trimmed, the slug and content as typed;
//! - a featured image that is neither an http(s) URL nor an upload's address is left out, and
//!   its description with it (a description without an image describes nothing);
//! - a date that is not a day the save would take (`YYYY-MM-DD`) is left out: the page then shows
//!   the day of the preview, as a new case study's would;
//! - the tags are normalised as the save normalises them;
//! - each language's texts are kept as typed, its tags normalised (none left: the default's).

use crate::dates::is_day;
use crate::tags::normalize_tags;
use crate::translations::{carry, take_carried};
use crate::url::{is_http_url, is_upload_path};
use crate::validation::{CaseStudyDraft, NewCaseStudy};

/// The case study an unsaved `draft` previews as.
pub fn of_draft(mut draft: CaseStudyDraft) -> NewCaseStudy {
    let featured_image = draft
        .featured_image
        .filter(|url| is_http_url(url) || is_upload_path(url));
    NewCaseStudy {
        title: draft.title.trim().to_owned(),
        slug: draft.slug,
        description: draft.description.trim().to_owned(),
        content: draft.content,
        featured_image_alt: draft
            .featured_image_alt
            .filter(|_| featured_image.is_some()),
        featured_image,
        date: draft.date.filter(|day| is_day(day)),
        tags: normalize_tags(&draft.tags),
        is_published: draft.is_published,
        is_featured: draft.is_featured,
        translations: carry(
            take_carried(&mut draft.translations).map(|mut translations| {
                for texts in translations.values_mut() {
                    texts.tags = texts
                        .tags
                        .take()
                        .map(|tags| normalize_tags(&tags))
                        .filter(|tags| !tags.is_empty());
                }
                translations
            }),
        ),
    }
}
