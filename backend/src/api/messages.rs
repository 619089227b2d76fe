//! The owner's inbox (issue 42 point 4): `GET /api/admin/messages` lists a folder newest first
//! with the unread count and the outbox's state, `PATCH`/`DELETE` one message (a delete can be
//! undone for an hour with `POST …/restore`), "To check"'s "Delete all", deleting everything from
//! one sender, and the switch that turns the contact form on.

use super::text::Text;
use super::{ApiTags, Deleted};
use crate::auth::Admin;
use crate::db::messages::{self, Change, StoredMessage};
use crate::error::{ApiError, ApiResult, FieldErrorBody};
use crate::state::AppState;
use folio_core::contact::MessageFolder;
use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Enum, Object, OpenApi};

/// How many messages one page of a folder holds.
const PAGE: i64 = 50;

/// A message as the inbox shows it.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct InboxMessage {
    id: i64,
    /// `inbox`, `to_check` or `archive`.
    folder: String,
    name: String,
    email: String,
    #[oai(nullable)]
    subject: Option<String>,
    body: String,
    /// The site's page it was sent from.
    #[oai(nullable)]
    page: Option<String>,
    /// The page's language.
    language: String,
    is_read: bool,
    /// RFC 3339 UTC.
    created_at: String,
    /// Its e-mail notification: `pending`, `sent` or `failed`; none when none was queued.
    #[oai(nullable)]
    notification: Option<String>,
    /// Tries of the notification so far.
    attempts: i64,
    /// Why its last try failed.
    #[oai(nullable)]
    last_error: Option<String>,
}

impl From<StoredMessage> for InboxMessage {
    fn from(m: StoredMessage) -> Self {
        Self {
            id: m.id,
            folder: m.folder.name().to_owned(),
            name: m.name,
            email: m.email,
            subject: m.subject,
            body: m.body,
            page: m.page,
            language: m.language,
            is_read: m.is_read,
            created_at: m.created_at,
            notification: m.notification,
            attempts: m.attempts,
            last_error: m.last_error,
        }
    }
}

/// One page of a folder, with the inbox's counts.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Inbox {
    /// Newest first.
    messages: Vec<InboxMessage>,
    /// Whether older messages follow (ask with `before`, the last id).
    has_more: bool,
    /// Unread messages in the inbox.
    unread: i64,
    /// Messages waiting in "To check".
    to_check: i64,
    /// Notifications waiting to go out.
    pending: i64,
    /// Notifications given up on.
    failed: i64,
    /// Whether e-mail notifications are set up (`SMTP_URL`, `CONTACT_NOTIFY_TO`).
    notifications: bool,
}

/// A change to one message.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct MessageChange {
    /// Read (opened) or unread.
    read: Option<bool>,
    /// Move to `inbox` or `archive`.
    folder: Option<MoveTo>,
}

/// A folder, as the inbox's list names it.
#[derive(Enum, Clone, Copy)]
#[oai(rename_all = "snake_case")]
pub enum FolderName {
    Inbox,
    ToCheck,
    Archive,
}

impl From<FolderName> for MessageFolder {
    fn from(name: FolderName) -> Self {
        match name {
            FolderName::Inbox => MessageFolder::Inbox,
            FolderName::ToCheck => MessageFolder::ToCheck,
            FolderName::Archive => MessageFolder::Archive,
        }
    }
}

/// Where the owner can move a message: "To check" only takes what the contact form puts there.
#[derive(Enum, Clone, Copy)]
#[oai(rename_all = "snake_case")]
pub enum MoveTo {
    Inbox,
    Archive,
}

/// How many messages went.
#[derive(Object)]
pub struct Removed {
    deleted: u64,
}

/// Everything from one sender.
#[derive(Object)]
pub struct Sender {
    /// Their e-mail address.
    email: Text,
}

/// The contact form's switch.
#[derive(Object)]
pub struct ContactForm {
    /// Whether the public contact page takes messages, and the site's contact links lead there.
    on: bool,
}

/// The owner's inbox.
pub struct MessagesApi;

fn missing() -> ApiError {
    ApiError::not_found("No such message.")
}

#[OpenApi(prefix_path = "/admin", tag = "ApiTags::Contact")]
impl MessagesApi {
    /// Lists `folder` (`inbox`, `to_check` or `archive`) newest first, 50 at a time (older with
    /// `before`, the last id seen), with the counts the tab shows.
    #[oai(path = "/messages", method = "get")]
    async fn list(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        folder: Query<Option<FolderName>>,
        before: Query<Option<i64>>,
    ) -> ApiResult<Json<Inbox>> {
        let folder = folder.0.map_or(MessageFolder::Inbox, MessageFolder::from);
        let mut page = messages::list(&state.db, folder, before.0, PAGE + 1).await?;
        let has_more = page.len() > PAGE as usize;
        page.truncate(PAGE as usize);
        let (unread, to_check) = messages::counts(&state.db).await?;
        let (pending, failed) = crate::db::outbox::states(&state.db).await?;
        Ok(Json(Inbox {
            messages: page.into_iter().map(InboxMessage::from).collect(),
            has_more,
            unread,
            to_check,
            pending,
            failed,
            notifications: state.contact.settings.mail.is_some(),
        }))
    }

    /// Marks a message read or unread, or moves it to `inbox` or `archive`.
    #[oai(path = "/messages/:id", method = "patch")]
    async fn change(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
        body: Json<MessageChange>,
    ) -> ApiResult<Deleted> {
        let mut changes = Vec::new();
        if let Some(read) = body.0.read {
            changes.push(Change::Read(read));
        }
        match body.0.folder {
            Some(MoveTo::Inbox) => changes.push(Change::Move(MessageFolder::Inbox)),
            Some(MoveTo::Archive) => changes.push(Change::Move(MessageFolder::Archive)),
            None => {}
        }
        for change in changes {
            if !messages::change(&state.db, id.0, change).await? {
                return Err(missing());
            }
        }
        Ok(Deleted::NoContent)
    }

    /// Deletes a message; `POST /admin/messages/{id}/restore` brings it back within the hour.
    #[oai(path = "/messages/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        if !messages::change(&state.db, id.0, Change::Delete).await? {
            return Err(missing());
        }
        Ok(Deleted::NoContent)
    }

    /// Undoes a delete.
    #[oai(path = "/messages/:id/restore", method = "post")]
    async fn restore(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        id: Path<i64>,
    ) -> ApiResult<Deleted> {
        if !messages::change(&state.db, id.0, Change::Restore).await? {
            return Err(missing());
        }
        Ok(Deleted::NoContent)
    }

    /// "Delete all" of "To check": every message there, for good.
    #[oai(path = "/messages/to-check", method = "delete")]
    async fn delete_to_check(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
    ) -> ApiResult<Json<Removed>> {
        let deleted = messages::delete_folder(&state.db, MessageFolder::ToCheck).await?;
        Ok(Json(Removed { deleted }))
    }

    /// Deletes every message from one sender's e-mail address, in every folder, for good.
    #[oai(path = "/messages/delete-sender", method = "post")]
    async fn delete_sender(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<Sender>,
    ) -> ApiResult<Json<Removed>> {
        let email = body.0.email.0.trim().to_owned();
        if email.is_empty() || email.chars().count() > folio_core::profile::EMAIL {
            return Err(ApiError::invalid(vec![FieldErrorBody {
                field: "email".to_owned(),
                code: folio_core::codes::FieldCode::InvalidFormat,
                message: "Name the sender's e-mail address.".to_owned(),
            }]));
        }
        let deleted = messages::delete_sender(&state.db, &email).await?;
        Ok(Json(Removed { deleted }))
    }

    /// Whether the contact form is on.
    #[oai(path = "/contact-form", method = "get")]
    async fn form(&self, state: Data<&AppState>, _admin: Admin) -> ApiResult<Json<ContactForm>> {
        let on = crate::db::contact::form_on(&state.db).await?;
        Ok(Json(ContactForm { on }))
    }

    /// Turns the contact form on or off.
    #[oai(path = "/contact-form", method = "put")]
    async fn set_form(
        &self,
        state: Data<&AppState>,
        _admin: Admin,
        body: Json<ContactForm>,
    ) -> ApiResult<Json<ContactForm>> {
        crate::db::contact::set_form_on(&state.db, body.0.on).await?;
        Ok(Json(ContactForm { on: body.0.on }))
    }
}
