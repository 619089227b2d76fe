//! What wraps every request, one job per file: the framework's errors in the API's shape
//! (`json_errors.rs`), the cross-site check (`same_origin.rs`), the security headers
//! (`security_headers.rs`), the NUL refusal (`nul_text.rs`), the admin's addresses refusing anyone
//! else first (`admin_first.rs`), the body limit (`body_limit.rs`) and draining a refused body
//! (`drain.rs`). `lib.rs` puts them in their order around the routes.

mod admin_first;
mod body_limit;
mod drain;
mod json_errors;
mod nul_text;
mod same_origin;
mod security_headers;

pub use admin_first::admin_first;
pub use body_limit::{MAX_ADMIN_BODY, limit_api_body, limit_body};
pub use drain::deliver_refusals;
pub use json_errors::JsonErrors;
pub use nul_text::refuse_nul_text;
pub use same_origin::same_origin_writes;
pub use security_headers::{content_security_policy, security_headers};
