//! The checks of a visitor's message in an archive (issue 42): the contact form's own rule.

use super::Checker;
use crate::archive::ArchivedMessage;
use crate::contact::message::KEPT;
use crate::contact::{ContactDraft, ContactWords};
use crate::language::{Catalogue, LanguageTag};

impl Checker {
    /// One visitor's message as the contact form's rule leaves it: the same bounds and e-mail
    /// check as a send, a folder, a language tag, a unique id and a time; at most [`KEPT`].
    pub fn message(&mut self, item: ArchivedMessage) -> Option<ArchivedMessage> {
        let place = format!("message {}", item.id);
        let before = self.found;
        let mut ids = std::mem::take(&mut self.message_ids);
        self.row(
            &place,
            item.id,
            &mut ids,
            &item.created_at,
            &item.created_at,
        );
        self.message_ids = ids;
        if self.message_ids.len() == KEPT + 1 {
            self.fail(&place, &format!("more than {KEPT} messages"));
        }
        if LanguageTag::parse(&item.language).is_err() {
            self.fail(&place, "the language is not a language tag");
        }
        let draft = ContactDraft {
            name: item.message.name,
            email: item.message.email,
            subject: item.message.subject.unwrap_or_default(),
            message: item.message.message,
            page: item.message.page.unwrap_or_default(),
        };
        match draft.parse(ContactWords::of(Catalogue::En)) {
            Ok(message) => {
                Some(ArchivedMessage { message, ..item }).filter(|_| self.found == before)
            }
            Err(errors) => {
                self.fail(&place, &errors.to_string());
                None
            }
        }
    }
}
