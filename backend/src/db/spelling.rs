//! One spelling per name across the site (folio-core's `spelling`, issue 23): a save's spellings,
//! applied to every other stored use of the name inside the save's transaction, or a rename in a
//! transaction of its own.
//!
//! Respelling another row is not an edit of it: its `updatedAt`, a case study's version and its
//! revisions stay as they were.

use super::{experiences, json_list, profile};
use folio_core::spelling::Respelling;
use sqlx::{Any, Row, Transaction};

/// What a respelling of the experiences found.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Respelled {
    /// Whether any experience or order list names a respelled name (changed or not).
    pub found: bool,
    /// How many experiences changed.
    pub experiences: u64,
}

/// Respells the tools and industries of every experience but `except`, and the profile's
/// `toolsOrder` and `industriesOrder`.
pub async fn experiences(
    tx: &mut Transaction<'static, Any>,
    tools: &Respelling,
    industries: &Respelling,
    except: Option<i64>,
) -> Result<Respelled, sqlx::Error> {
    let mut done = Respelled::default();
    for stored in experiences::list(&mut **tx).await? {
        let experience = stored.experience;
        let names_tool = experience
            .tools
            .iter()
            .any(|t| tools.name(&t.name).is_some());
        done.found |= names_tool || industries.name(&experience.industry).is_some();
        if Some(experience.id) == except {
            continue;
        }
        let new_tools = tools.tools(&experience.tools);
        let industry = industries.one(&experience.industry);
        if new_tools != experience.tools || industry != experience.industry {
            experiences::respell(&mut **tx, experience.id, &new_tools, &industry).await?;
            done.experiences += 1;
        }
    }
    let owner = profile::get(&mut **tx).await?.owner;
    let tools_order = tools.names(&owner.tools_order);
    let industries_order = industries.names(&owner.industries_order);
    let in_order = |respelling: &Respelling, order: &[String]| {
        order.iter().any(|name| respelling.name(name).is_some())
    };
    done.found |=
        in_order(tools, &owner.tools_order) || in_order(industries, &owner.industries_order);
    if tools_order != owner.tools_order || industries_order != owner.industries_order {
        profile::set_orders(&mut **tx, &tools_order, &industries_order).await?;
    }
    Ok(done)
}

/// Renames a tool or an industry in every experience and in the profile's orders, in a
/// transaction of its own; `None`, with nothing written, when nothing names it.
pub async fn rename(
    db: &sqlx::AnyPool,
    tools: &Respelling,
    industries: &Respelling,
) -> Result<Option<Respelled>, sqlx::Error> {
    let mut tx = super::begin_public_write(db).await?;
    let done = experiences(&mut tx, tools, industries, None).await?;
    if !done.found {
        // Dropping the transaction rolls it back; nothing was written anyway.
        return Ok(None);
    }
    tx.commit().await?;
    Ok(Some(done))
}

/// Respells the tags of every case study but `except`.
pub async fn tags(
    tx: &mut Transaction<'static, Any>,
    tags: &Respelling,
    except: Option<i64>,
) -> Result<(), sqlx::Error> {
    let rows = sqlx::query("SELECT id, tags FROM case_studies")
        .fetch_all(&mut **tx)
        .await?;
    for row in rows {
        let id: i64 = row.try_get("id")?;
        if Some(id) == except {
            continue;
        }
        // A list that does not read is left as it is, never replaced.
        let Ok(stored) = json_list::<String>(&row, "tags") else {
            continue;
        };
        let respelled = tags.names(&stored);
        if respelled != stored {
            sqlx::query("UPDATE case_studies SET tags = $1 WHERE id = $2")
                .bind(serde_json::to_string(&respelled).unwrap_or_else(|_| "[]".into()))
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}
