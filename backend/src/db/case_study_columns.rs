//! The columns of a case study's fields, which a case study's row and each of its revisions'
//! rows both have: the one list the statements of both are built from, and the one place to
//! bind and read them, below `case_studies` and `revisions`, so those two do not call each other.

use super::fields::{Fields, Query};
use super::json_list;
use folio_core::case_study::NewCaseStudy;
use folio_core::translations::texts::non_empty;
use sqlx::Row;
use sqlx::any::AnyRow;

/// The columns of a case study's fields, in the order [`bind`] binds them.
pub(super) const FIELDS: Fields = Fields(&[
    "title",
    "slug",
    "description",
    "content",
    "featured_image",
    "tags",
    "is_published",
    "is_featured",
    "featured_image_alt",
    "date",
    "translations",
]);

/// Binds `new` as the next parameters, in the order of [`FIELDS`]; its translations as they
/// are to be stored (a save's are merged with those stored first).
pub(super) fn bind<'q>(query: Query<'q>, new: &NewCaseStudy) -> Query<'q> {
    query
        .bind(new.title.clone())
        .bind(new.slug.clone())
        .bind(new.description.clone())
        .bind(new.content.clone())
        .bind(new.featured_image.clone())
        .bind(serde_json::to_string(&new.tags).unwrap_or_else(|_| "[]".into()))
        .bind(i64::from(new.is_published))
        .bind(i64::from(new.is_featured))
        .bind(new.featured_image_alt.clone())
        .bind(new.date.clone())
        .bind(super::translations_json(
            folio_core::translations::carried(&new.translations).unwrap_or(&Default::default()),
        ))
}

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
