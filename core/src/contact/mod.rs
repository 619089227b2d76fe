//! A visitor's message to the owner (issue 42): the contact form's fields and their bounds
//! ([`message`]), the words of the contact page in each catalogue's language ([`words`]), and the
//! proof of work that keeps scripted sends out without a captcha or a third party ([`pow`], in
//! the style of ALTCHA).

pub mod message;
pub mod pow;
pub mod words;

pub use message::{ContactDraft, ContactMessage, MessageFolder};
pub use words::ContactWords;
