//! How much a site holds (issue 39, "every input that feeds a page has a bound"): how many
//! experiences, education entries and case studies, and how many different tools they name
//! ([`room_for`]), and how much text its
//! experiences and education entries hold, in every language ([`home_text`]). One experience's
//! tools are bounded by its form ([`super::Experience::parse`]), the profile's lists by its own
//! ([`super::ProfileDraft::parse`]).
//!
//! A save, an import or a restore that would pass a bound is refused with a message naming it.
//! A site already past one (from before the bound, or by the profile's texts) stays editable:
//! what does not add to it is never refused.

use super::{FieldCode, ValidationErrors, limits};

/// What a site holds a bounded number of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// Experiences, at most [`limits::EXPERIENCES`].
    Experiences,
    /// Education entries, at most [`limits::EDUCATION_ENTRIES`].
    Education,
    /// Case studies, at most [`limits::CASE_STUDIES`].
    CaseStudies,
    /// Different tools named by the experiences, at most [`limits::TOOL_NAMES`]
    /// ([`tool_names`]).
    ToolNames,
    /// Tools listed by all the experiences together, at most [`limits::TOOL_USES`]
    /// ([`tool_uses`]).
    ToolUses,
}

impl Counted {
    /// The most a site holds.
    pub fn most(self) -> usize {
        match self {
            Self::Experiences => limits::EXPERIENCES,
            Self::Education => limits::EDUCATION_ENTRIES,
            Self::CaseStudies => limits::CASE_STUDIES,
            Self::ToolNames => limits::TOOL_NAMES,
            Self::ToolUses => limits::TOOL_USES,
        }
    }

    /// The field a refusal is reported under: the list as a whole.
    fn field(self) -> &'static str {
        match self {
            Self::Experiences => "experiences",
            Self::Education => "education",
            Self::CaseStudies => "caseStudies",
            Self::ToolNames | Self::ToolUses => "tools",
        }
    }

    /// The refusal's message.
    pub fn message(self) -> String {
        let most = grouped(self.most());
        match self {
            Self::Experiences => format!("A site holds at most {most} experiences."),
            Self::Education => format!("A site holds at most {most} education entries."),
            Self::CaseStudies => format!("A site holds at most {most} case studies."),
            Self::ToolNames => format!("A site's experiences name at most {most} different tools."),
            Self::ToolUses => {
                format!("A site's experiences list at most {most} tools, all together.")
            }
        }
    }
}

/// Refuses adding `adding` more to the `stored` ones when that passes `counted`'s bound (for
/// [`Counted::ToolNames`]: the different tools named before a change, and how many more after).
pub fn room_for(counted: Counted, stored: usize, adding: usize) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if adding > 0 && stored.saturating_add(adding) > counted.most() {
        errors.push(counted.field(), FieldCode::TooMany, counted.message());
    }
    errors.into_result(())
}

/// The message refusing a save that passes [`limits::HOME_TEXT`].
pub fn home_text_message() -> String {
    format!(
        "A site's experiences and education entries hold at most {} characters of text, in all \
         languages together.",
        grouped(limits::HOME_TEXT)
    )
}

/// Refuses a change of the site's experiences and education entries that adds to their text
/// ([`home_text`]: `before` and `after` it) past [`limits::HOME_TEXT`].
pub fn room_for_text(before: usize, after: usize) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::default();
    if after > limits::HOME_TEXT && after > before {
        errors.push("home", FieldCode::TooLong, home_text_message());
    }
    errors.into_result(())
}

/// `n` with its thousands grouped by commas, as the messages write it.
pub(crate) fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The characters of text of the site's experiences and education entries, in every language:
/// what [`limits::HOME_TEXT`] bounds. Only the server reads the rows' translations.
#[cfg(not(target_arch = "wasm32"))]
pub fn home_text<'a>(
    experiences: impl IntoIterator<Item = &'a super::Experience>,
    education: impl IntoIterator<Item = &'a super::NewEducation>,
) -> usize {
    experiences.into_iter().map(experience_text).sum::<usize>()
        + education.into_iter().map(education_text).sum::<usize>()
}

/// How many different tools `experiences` name, compared as the By Tools view groups them
/// ([`crate::ordering::name_key`]).
pub fn tool_names<'a>(experiences: impl IntoIterator<Item = &'a super::Experience>) -> usize {
    let names = experiences.into_iter().flat_map(|e| &e.tools);
    let keys: std::collections::HashSet<String> = names
        .map(|tool| crate::ordering::name_key(&tool.name))
        .collect();
    keys.len()
}

/// How many tools `experiences` list together, for [`Counted::ToolUses`].
pub fn tool_uses<'a>(experiences: impl IntoIterator<Item = &'a super::Experience>) -> usize {
    experiences.into_iter().map(|e| e.tools.len()).sum()
}

/// One experience's share of [`home_text`].
#[cfg(not(target_arch = "wasm32"))]
pub fn experience_text(experience: &super::Experience) -> usize {
    let e = experience;
    let own = chars([
        e.job_title.as_str(),
        &e.company,
        &e.industry,
        &e.description,
        &e.accomplishments,
    ]);
    let tools = chars(
        e.tools
            .iter()
            .flat_map(|tool| [Some(tool.name.as_str()), tool.usage.as_deref()])
            .flatten(),
    );
    let translated = e
        .translations
        .iter()
        .flat_map(|languages| languages.values());
    let translated = translated
        .map(|t| {
            let texts = [
                &t.job_title,
                &t.company,
                &t.industry,
                &t.description,
                &t.accomplishments,
            ];
            chars(texts.into_iter().flatten().map(String::as_str))
                + chars(t.tools.values().map(String::as_str))
        })
        .sum::<usize>();
    own + tools + translated
}

/// One education entry's share of [`home_text`].
#[cfg(not(target_arch = "wasm32"))]
pub fn education_text(entry: &super::NewEducation) -> usize {
    let own = chars(
        [
            Some(&entry.name),
            Some(&entry.category),
            entry.link.as_ref(),
            entry.date.as_ref(),
        ]
        .into_iter()
        .flatten()
        .map(String::as_str),
    );
    let translated = entry
        .translations
        .iter()
        .flat_map(|languages| languages.values())
        .map(|t| {
            chars(
                [&t.name, &t.category]
                    .into_iter()
                    .flatten()
                    .map(String::as_str),
            )
        })
        .sum::<usize>();
    own + translated
}

#[cfg(not(target_arch = "wasm32"))]
fn chars<'a>(texts: impl IntoIterator<Item = &'a str>) -> usize {
    texts.into_iter().map(|text| text.chars().count()).sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::Tool;
    use crate::translations::{EducationTexts, ExperienceTexts};
    use crate::validation::{Experience, NewEducation};

    #[test]
    fn the_five_hundred_and_first_experience_is_refused_with_the_bound_in_words() {
        assert_eq!(room_for(Counted::Experiences, 499, 1), Ok(()));
        let refused = room_for(Counted::Experiences, 500, 1).unwrap_err();
        assert_eq!(refused.fields[0].field, "experiences");
        assert_eq!(refused.fields[0].code, FieldCode::TooMany);
        assert_eq!(
            refused.fields[0].message,
            "A site holds at most 500 experiences."
        );
        assert_eq!(
            Counted::CaseStudies.message(),
            "A site holds at most 1,000 case studies."
        );
        assert!(room_for(Counted::Education, 400, 101).is_err());
    }

    #[test]
    fn tools_are_counted_once_whatever_their_case_and_however_many_experiences_name_them() {
        let tools = |names: &[&str]| Experience {
            tools: names
                .iter()
                .map(|name| Tool {
                    name: (*name).into(),
                    usage: None,
                })
                .collect(),
            ..Experience::default()
        };
        let (a, b) = (tools(&["Rust", "SQL"]), tools(&["rust", "Figma"]));
        assert_eq!(tool_names([&a, &b]), 3);
        assert_eq!(
            room_for(Counted::ToolNames, 1_000, 1).unwrap_err().fields[0].message,
            "A site's experiences name at most 1,000 different tools."
        );
    }

    #[test]
    fn a_site_past_a_bound_can_still_change_what_does_not_add_to_it() {
        assert_eq!(room_for(Counted::Experiences, 600, 0), Ok(()));
        let over = limits::HOME_TEXT + 10;
        assert_eq!(room_for_text(over, over), Ok(()));
        assert_eq!(room_for_text(over, over - 5), Ok(()));
        assert!(room_for_text(over, over + 1).is_err());
        assert!(room_for_text(0, limits::HOME_TEXT + 1).is_err());
        assert_eq!(room_for_text(0, limits::HOME_TEXT), Ok(()));
    }

    #[test]
    fn bounds_are_written_with_their_thousands_grouped() {
        assert_eq!(grouped(7), "7");
        assert_eq!(grouped(100), "100");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(6_000_000), "6,000,000");
    }

    #[test]
    fn the_home_text_counts_every_shown_text_in_every_language() {
        let experience = Experience {
            job_title: "Dév".into(),
            company: "Acme".into(),
            industry: "Tech".into(),
            description: "ab".into(),
            accomplishments: "c".into(),
            tools: vec![Tool {
                name: "Rust".into(),
                usage: Some("API".into()),
            }],
            translations: Some(
                [(
                    "de".to_owned(),
                    ExperienceTexts {
                        job_title: Some("Entw".into()),
                        tools: [("Rust".to_owned(), "Die API".to_owned())].into(),
                        ..ExperienceTexts::default()
                    },
                )]
                .into(),
            ),
            ..Experience::default()
        };
        let entry = NewEducation {
            name: "MIT".into(),
            category: "CS".into(),
            link: Some("https://x".into()),
            date: None,
            sort_order: 3,
            translations: Some(
                [(
                    "de".to_owned(),
                    EducationTexts {
                        name: None,
                        category: Some("Inf".into()),
                    },
                )]
                .into(),
            ),
        };
        // 3 + 4 + 4 + 2 + 1, tools 4 + 3, German 4 + 7; 3 + 2 + 9, German 3.
        assert_eq!(home_text([&experience], [&entry]), 14 + 7 + 11 + 14 + 3);
    }

    /// What the bound is chosen to admit (see [`limits::HOME_TEXT`]): 500 experiences at a
    /// generous real size and 500 education entries, in the default language and two more.
    #[test]
    fn five_hundred_full_experiences_in_three_languages_fit_the_home_text() {
        let tools = (0..15)
            .map(|n| Tool {
                name: format!("Tool {n:03}"),
                usage: Some("x".repeat(20)),
            })
            .collect();
        let experience = Experience {
            job_title: "x".repeat(40),
            company: "x".repeat(40),
            industry: "x".repeat(20),
            description: "x".repeat(1_200),
            accomplishments: "x".repeat(1_200),
            tools,
            ..Experience::default()
        };
        let entry = NewEducation {
            name: "x".repeat(80),
            category: "x".repeat(30),
            link: Some("x".repeat(70)),
            date: Some("x".repeat(20)),
            sort_order: 0,
            translations: None,
        };
        let one_language = home_text(vec![&experience; 500], vec![&entry; 500]);
        assert!(one_language > 1_500_000, "{one_language}");
        assert!(3 * one_language <= limits::HOME_TEXT, "{one_language}");
    }
}
