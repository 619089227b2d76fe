//! The owner's profile: one row (spec §3), created by the first migration.

use super::{json_list, now};
use folio_core::home::Owner;
use folio_core::language::{LanguageWording, Languages, Wording};
use folio_core::translations::{ByLanguage, ProfileTexts, merge};
use folio_core::validation::{Change, ProfileDetails, ProfileUpdate};
use sqlx::{AnyPool, Row};

/// The stored profile.
pub struct Profile {
    /// What the owner set.
    pub owner: Owner,
    /// RFC 3339 UTC.
    pub updated_at: String,
}

/// Reads the profile.
pub async fn get<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
) -> Result<Profile, sqlx::Error> {
    let row = sqlx::query(
        "SELECT name, brief_intro, github_url, linkedin_url, education_categories, tools_order, \
         industries_order, photo, headline, location, contact, links, languages, translations, \
         wording, updated_at \
         FROM profile \
         WHERE id = 1",
    )
    .fetch_one(db)
    .await?;
    Ok(Profile {
        owner: Owner {
            name: row.try_get("name")?,
            brief_intro: row.try_get("brief_intro")?,
            github_url: row.try_get("github_url")?,
            linkedin_url: row.try_get("linkedin_url")?,
            education_categories: json_list(&row, "education_categories")?,
            tools_order: json_list(&row, "tools_order")?,
            industries_order: json_list(&row, "industries_order")?,
            photo: row.try_get("photo")?,
            headline: row.try_get("headline")?,
            location: row.try_get("location")?,
            contact: row.try_get("contact")?,
            links: json_list(&row, "links")?,
            languages: languages(&row)?,
            translations: super::translations_of(&row)?,
            wording: wording(&row)?,
        },
        updated_at: row.try_get("updated_at")?,
    })
}

/// The stored languages: NULL (a profile stored before issue 25, or never changed) is English
/// only, folio-core's default.
fn languages(row: &sqlx::any::AnyRow) -> Result<Languages, sqlx::Error> {
    let Some(text) = row.try_get::<Option<String>, _>("languages")? else {
        return Ok(Languages::default());
    };
    serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
        index: "languages".into(),
        source: Box::new(e),
    })
}

/// The stored wording of the public interface (`{}` when the owner has worded nothing).
fn wording(row: &sqlx::any::AnyRow) -> Result<Wording, sqlx::Error> {
    let text: String = row.try_get("wording")?;
    serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
        index: "wording".into(),
        source: Box::new(e),
    })
}

/// The JSON the wording is stored as.
pub fn wording_json(wording: &Wording) -> String {
    serde_json::to_string(wording).unwrap_or_else(|_| "{}".into())
}

/// Replaces `language`'s wording of the public interface (none: the catalogue's words), the
/// other languages' staying, in one write that the public site sees at once. Returns the
/// profile.
pub async fn set_wording(
    db: &AnyPool,
    language: &str,
    overrides: LanguageWording,
) -> Result<Profile, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let mut wording = get(&mut *tx).await?.owner.wording;
    if overrides.is_empty() {
        wording.remove(language);
    } else {
        wording.insert(language.to_owned(), overrides);
    }
    sqlx::query("UPDATE profile SET wording = $1 WHERE id = 1")
        .bind(wording_json(&wording))
        .execute(&mut *tx)
        .await?;
    let profile = get(&mut *tx).await?;
    tx.commit().await?;
    Ok(profile)
}

/// The JSON a profile's languages are stored as.
pub fn languages_json(languages: &Languages) -> String {
    serde_json::to_string(languages).unwrap_or_else(|_| "[\"en\"]".into())
}

/// Applies `update`, `details` and the languages (`None` keeps them) in one transaction: what
/// they leave out stays as stored. Returns the new profile.
pub async fn update(
    db: &AnyPool,
    update: &ProfileUpdate,
    details: &ProfileDetails,
    languages: Option<&Languages>,
) -> Result<Profile, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    apply(&mut *tx, update).await?;
    apply_details(&mut *tx, details).await?;
    if let Some(languages) = languages {
        sqlx::query("UPDATE profile SET languages = $1 WHERE id = 1")
            .bind(languages_json(languages))
            .execute(&mut *tx)
            .await?;
    }
    if let Some(sent) = &update.translations {
        // The languages sent replace theirs; the others stay as stored.
        let stored = get(&mut *tx).await?.owner.translations;
        set_translations(&mut *tx, &merge(stored, sent.clone())).await?;
    }
    let profile = get(&mut *tx).await?;
    tx.commit().await?;
    Ok(profile)
}

/// Stores the profile's translations, all of them.
pub async fn set_translations<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    translations: &ByLanguage<ProfileTexts>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE profile SET translations = $1 WHERE id = 1")
        .bind(super::translations_json(translations))
        .execute(db)
        .await?;
    Ok(())
}

/// Applies the fields beyond the spec's dialog: what `details` leaves out stays as stored.
pub async fn apply_details<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    details: &ProfileDetails,
) -> Result<(), sqlx::Error> {
    let changes = |change: &Change<String>| i64::from(!change.is_keep());
    let links = details
        .links
        .as_ref()
        .map(|links| serde_json::to_string(links).unwrap_or_else(|_| "[]".into()));
    sqlx::query(
        "UPDATE profile SET photo = CASE WHEN $1 = 1 THEN $2 ELSE photo END, \
         headline = CASE WHEN $3 = 1 THEN $4 ELSE headline END, \
         location = CASE WHEN $5 = 1 THEN $6 ELSE location END, \
         contact = CASE WHEN $7 = 1 THEN $8 ELSE contact END, \
         links = COALESCE($9, links) WHERE id = 1",
    )
    .bind(changes(&details.photo))
    .bind(details.photo.new_value().cloned())
    .bind(changes(&details.headline))
    .bind(details.headline.new_value().cloned())
    .bind(changes(&details.location))
    .bind(details.location.new_value().cloned())
    .bind(changes(&details.contact))
    .bind(details.contact.new_value().cloned())
    .bind(links)
    .execute(db)
    .await?;
    Ok(())
}

/// Applies `update` (through a pool, or in a transaction).
pub async fn apply<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    update: &ProfileUpdate,
) -> Result<(), sqlx::Error> {
    let list = |list: &Option<Vec<String>>| {
        list.as_ref()
            .map(|l| serde_json::to_string(l).unwrap_or_else(|_| "[]".into()))
    };
    let changes = |change: &Change<String>| i64::from(!change.is_keep());
    sqlx::query(
        "UPDATE profile SET name = COALESCE($1, name), brief_intro = COALESCE($2, brief_intro), \
         github_url = CASE WHEN $3 = 1 THEN $4 ELSE github_url END, \
         linkedin_url = CASE WHEN $5 = 1 THEN $6 ELSE linkedin_url END, \
         tools_order = COALESCE($7, tools_order), industries_order = COALESCE($8, industries_order), \
         education_categories = COALESCE($9, education_categories), updated_at = $10 WHERE id = 1",
    )
    .bind(update.name.clone())
    .bind(update.brief_intro.clone())
    .bind(changes(&update.github_url))
    .bind(update.github_url.new_value().cloned())
    .bind(changes(&update.linkedin_url))
    .bind(update.linkedin_url.new_value().cloned())
    .bind(list(&update.tools_order))
    .bind(list(&update.industries_order))
    .bind(list(&update.education_categories))
    .bind(now())
    .execute(db)
    .await?;
    Ok(())
}

/// Replaces the two custom order lists, as a respelling does ([`super::spelling`]).
pub async fn set_orders<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    tools_order: &[String],
    industries_order: &[String],
) -> Result<(), sqlx::Error> {
    let json = |list: &[String]| serde_json::to_string(list).unwrap_or_else(|_| "[]".into());
    sqlx::query("UPDATE profile SET tools_order = $1, industries_order = $2 WHERE id = 1")
        .bind(json(tools_order))
        .bind(json(industries_order))
        .execute(db)
        .await?;
    Ok(())
}

/// How many experiences are stored and how many case studies are published (the setup
/// checklist's facts).
pub async fn setup_counts(db: &AnyPool) -> Result<(u64, u64), sqlx::Error> {
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM experiences) AS experiences, \
         (SELECT COUNT(*) FROM case_studies WHERE is_published = 1) AS published",
    )
    .fetch_one(db)
    .await?;
    let count = |column: &str| row.try_get::<i64, _>(column).map(|n| n.max(0) as u64);
    Ok((count("experiences")?, count("published")?))
}
