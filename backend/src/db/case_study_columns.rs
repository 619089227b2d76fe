//! The columns of a case study's fields, which a case study's row and each of its revisions'
//! rows both have: the one list the statements of both are built from, and the one place to
//! bind and read them, below `case_studies` and `revisions`, so those two do not call each other.

use super::fields::{Fields, Value, json_text};
use super::json_list;
use folio_core::case_study::NewCaseStudy;
use folio_core::translations::carried;
use folio_core::translations::texts::non_empty;
use sqlx::Row;
use sqlx::any::AnyRow;

/// The columns of a case study's fields, each with the value it is bound to.
pub(super) const FIELDS: Fields<NewCaseStudy> = Fields(&[
    ("title", |c| c.title.clone().into()),
    ("slug", |c| c.slug.clone().into()),
    ("description", |c| c.description.clone().into()),
    ("content", |c| c.content.clone().into()),
    ("featured_image", |c| c.featured_image.clone().into()),
    ("tags", |c| json_text(&c.tags)),
    ("is_published", |c| c.is_published.into()),
    ("is_featured", |c| c.is_featured.into()),
    ("featured_image_alt", |c| {
        c.featured_image_alt.clone().into()
    }),
    ("date", |c| c.date.clone().into()),
    // As they are to be stored: a save's are merged with those stored first.
    ("translations", |c| {
        Value::Text(super::translations_json(
            carried(&c.translations).unwrap_or(&Default::default()),
        ))
    }),
]);

/// The saved fields in `row`: a case study's, or a revision's.
pub(super) fn fields(row: &AnyRow) -> Result<NewCaseStudy, sqlx::Error> {
    Ok(NewCaseStudy {
        title: row.try_get("title")?,
        slug: row.try_get("slug")?,
        description: row.try_get("description")?,
        content: row.try_get("content")?,
        featured_image: row.try_get("featured_image")?,
        featured_image_alt: row.try_get("featured_image_alt")?,
        tags: json_list(row, "tags")?,
        is_published: row.try_get::<i64, _>("is_published")? != 0,
        is_featured: row.try_get::<i64, _>("is_featured")? != 0,
        date: row.try_get("date")?,
        translations: non_empty(super::translations_of(row)?),
    })
}
