//! Page titles: a case study's page is titled `{title} · {author}` (the owner's name), or its
//! title alone while the owner has no name.

/// The title of a case study's page.
pub fn case_study_title(title: &str, author: &str) -> String {
    match author.trim() {
        "" => title.to_owned(),
        author => format!("{title} · {author}"),
    }
}

#[cfg(test)]
mod tests {
    use super::case_study_title;

    #[test]
    fn a_case_study_page_names_its_author() {
        assert_eq!(case_study_title("Ledger", "Ada"), "Ledger · Ada");
        assert_eq!(case_study_title("Ledger", " "), "Ledger");
    }
}
