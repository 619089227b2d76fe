//! How a position's one `Description` becomes Folio's description and accomplishments (Folio
//! needs both, and never copies one into the other):
//!
//! 1. Lines starting with a bullet (`-`, `*`, `•`, `·`, `–`, `▪`) are the accomplishments, one
//!    per line, the bullet dropped; the other lines are the description.
//! 2. Without a bullet, the first paragraph (up to a blank line) is the description and the
//!    lines of the others are the accomplishments.
//! 3. One paragraph: its first sentence is the description and each other sentence an
//!    accomplishment.
//! 4. One sentence is a description without accomplishments, and an empty description gives
//!    neither: the preview then lists the position as needing the missing text, which the owner
//!    writes there or skips it ([`crate::resume::import::incomplete`]).

const BULLETS: [char; 6] = ['-', '*', '•', '·', '–', '▪'];

/// `text` split into the description and the accomplishments (one per line), each `None` when
/// blank.
pub fn split(text: &str) -> (Option<String>, Option<String>) {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let bullet = |line: &str| line.starts_with(BULLETS) && line.chars().count() > 1;
    let join = |lines: Vec<&str>| {
        let joined = lines
            .into_iter()
            .filter(|line| !line.is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        (!joined.is_empty()).then_some(joined)
    };
    if lines.iter().any(|line| bullet(line)) {
        let (done, about): (Vec<&str>, Vec<&str>) = lines.iter().partition(|line| bullet(line));
        let done = done
            .into_iter()
            .map(|line| line.trim_start_matches(BULLETS).trim())
            .collect();
        return (join(about), join(done));
    }
    let mut paragraphs = text
        .split("\n\n")
        .map(str::trim)
        .filter(|paragraph| !paragraph.is_empty());
    let Some(first) = paragraphs.next() else {
        return (None, None);
    };
    let rest: Vec<&str> = paragraphs.flat_map(str::lines).map(str::trim).collect();
    if !rest.is_empty() {
        return (join(first.lines().map(str::trim).collect()), join(rest));
    }
    let sentences = sentences(first);
    match sentences.split_first() {
        Some((about, done)) if !done.is_empty() => (Some(about.clone()), Some(done.join("\n"))),
        _ => (Some(first.to_owned()), None),
    }
}

/// `paragraph`'s sentences: each ends at `.`, `!` or `?` followed by white space.
fn sentences(paragraph: &str) -> Vec<String> {
    let flat = paragraph.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut found = Vec::new();
    let mut start = 0;
    let chars: Vec<(usize, char)> = flat.char_indices().collect();
    for (n, (at, c)) in chars.iter().enumerate() {
        let ends =
            matches!(c, '.' | '!' | '?') && chars.get(n + 1).is_some_and(|(_, next)| *next == ' ');
        if ends {
            found.push(flat[start..=*at].trim().to_owned());
            start = at + 1;
        }
    }
    let last = flat[start..].trim();
    if !last.is_empty() {
        found.push(last.to_owned());
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(about: &str, done: Option<&str>) -> (Option<String>, Option<String>) {
        (Some(about.to_owned()), done.map(str::to_owned))
    }

    #[test]
    fn bullet_lines_are_accomplishments_and_the_rest_the_description() {
        let text = "Led the data team.\n- Cut costs 20%\n• Shipped v2\r\nHired four.";
        assert_eq!(
            split(text),
            pair(
                "Led the data team.\nHired four.",
                Some("Cut costs 20%\nShipped v2")
            )
        );
    }

    #[test]
    fn without_bullets_the_first_paragraph_is_the_description() {
        assert_eq!(
            split("Built the API.\n\nShipped v1\nShipped v2"),
            pair("Built the API.", Some("Shipped v1\nShipped v2"))
        );
    }

    #[test]
    fn one_paragraph_splits_after_its_first_sentence() {
        assert_eq!(
            split("Built the API. Shipped v1. Cut latency!"),
            pair("Built the API.", Some("Shipped v1.\nCut latency!"))
        );
        assert_eq!(split("Built the API."), pair("Built the API.", None));
        assert_eq!(split("  "), (None, None));
    }
}
