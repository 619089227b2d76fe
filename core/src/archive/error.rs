//! Why an archive cannot be restored, in one message for the owner.

use super::{DOCUMENT, FORMAT, VERSION};
use serde::{Deserialize, Serialize};

/// Why `folio.json` cannot be restored; [`ArchiveError::message`] is safe to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ArchiveError {
    /// Not a Folio export, or one of another version.
    Version {
        /// What the document says its version is, as written (`None` when it says nothing).
        found: Option<String>,
    },
    /// Not JSON, or not of the expected shape.
    Unreadable {
        /// The reader's description, with its line and column.
        detail: String,
    },
    /// Items that fail validation, one line each.
    Invalid {
        /// Where and what, e.g. `case study 3 (slug "x"): Title is required`: the first
        /// [`PROBLEMS_KEPT`] found.
        problems: Vec<String>,
        /// How many more were found past those kept.
        #[serde(default)]
        more: usize,
        /// Whether reading stopped once [`PROBLEMS_KEPT`] were found, so that the rest of the
        /// document was not checked and may hold more.
        #[serde(default)]
        stopped: bool,
    },
}

/// How many problems are kept: an archive's document can describe millions of invalid items in
/// a few hundred KiB of ZIP, and a line kept for each took gigabytes (issue 39).
pub const PROBLEMS_KEPT: usize = 100;

/// How many problems a message lists before saying how many more there are.
const LISTED: usize = 5;

impl ArchiveError {
    /// One message for the owner.
    pub fn message(&self) -> String {
        match self {
            Self::Version { found: None } => format!(
                "This is not a Folio export: {DOCUMENT} does not say it is format \"{FORMAT}\" \
                 version {VERSION}."
            ),
            Self::Version { found: Some(found) } => format!(
                "This export is format version {found}; this Folio reads version {VERSION} only."
            ),
            Self::Unreadable { detail } => format!("{DOCUMENT} could not be read: {detail}."),
            Self::Invalid {
                problems,
                more,
                stopped,
            } => {
                let mut listed = problems
                    .iter()
                    .take(LISTED)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join("; ");
                let rest = grouped(problems.len().saturating_sub(LISTED) + more);
                if *stopped {
                    listed.push_str(&format!(
                        "; and at least {rest} more (Folio stopped reading after {PROBLEMS_KEPT} \
                         problems)"
                    ));
                } else if problems.len() + more > LISTED {
                    listed.push_str(&format!("; and {rest} more"));
                }
                format!("The export holds content Folio would refuse: {listed}.")
            }
        }
    }
}

/// `n` with its thousands grouped by commas, as the messages are written in English.
pub(crate) fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{ArchiveError, grouped};

    #[test]
    fn counts_are_written_with_their_thousands_grouped() {
        let cases = [
            (0, "0"),
            (999, "999"),
            (1_000, "1,000"),
            (999_900, "999,900"),
        ];
        for (n, text) in cases {
            assert_eq!(grouped(n), text);
        }
        assert_eq!(grouped(12_345_678), "12,345,678");
    }

    #[test]
    fn a_message_lists_five_problems_then_counts_the_rest() {
        let problems = |n: usize| (1..=n).map(|i| format!("item {i}: wrong")).collect();
        let exact = ArchiveError::Invalid {
            problems: problems(100),
            more: 999_900,
            stopped: false,
        };
        assert_eq!(
            exact.message(),
            "The export holds content Folio would refuse: item 1: wrong; item 2: wrong; item 3: \
             wrong; item 4: wrong; item 5: wrong; and 999,995 more."
        );
        let stopped = ArchiveError::Invalid {
            problems: problems(100),
            more: 2,
            stopped: true,
        };
        assert!(
            stopped.message().ends_with(
                "item 5: wrong; and at least 97 more (Folio stopped reading after 100 problems)."
            ),
            "{}",
            stopped.message()
        );
    }
}
