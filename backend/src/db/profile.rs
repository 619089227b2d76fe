//! The owner's profile: one row (spec §3), created by the first migration.

use super::{json_list, now};
use folio_core::home::Owner;
use folio_core::validation::{Change, ProfileUpdate};
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
         industries_order, updated_at FROM profile WHERE id = 1",
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
        },
        updated_at: row.try_get("updated_at")?,
    })
}

/// Applies `update`: what it leaves out stays as stored. Returns the new profile.
pub async fn update(db: &AnyPool, update: &ProfileUpdate) -> Result<Profile, sqlx::Error> {
    apply(db, update).await?;
    get(db).await
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
