//! What an import does, in words (issue 23, point 4): "will import your profile and 1
//! experience, update 1 experience, and skip 2 entries".

use super::matching::{Choices, Decision, Decisions, Outcome, ResumeImport};
use crate::validation::ValidationErrors;

impl ResumeImport {
    /// [`ResumeImport::decide`]'s outcome in words. An entry the same as the one it matches
    /// changes nothing whether it is skipped or updated, so it is counted as neither.
    pub fn outcome(&self, choices: Option<&Choices>) -> Result<Outcome, ValidationErrors> {
        let decisions = self.decide(choices)?;
        let changing = |list: &[Decision], same: &[bool]| -> Vec<Decision> {
            list.iter()
                .zip(same.iter().chain(std::iter::repeat(&false)))
                .filter(|(decision, same)| !**same || **decision == Decision::Add)
                .map(|(decision, _)| *decision)
                .collect()
        };
        let changes = Decisions {
            experiences: changing(&decisions.experiences, &self.unchanged.experiences),
            education: changing(&decisions.education, &self.unchanged.education),
            case_studies: changing(&decisions.case_studies, &self.unchanged.case_studies),
        };
        // An entry left incomplete is skipped (super::incomplete).
        let skipped = self.incomplete.len();
        Ok(outcome(self.changes_profile(), &changes, skipped))
    }
}

/// `count` things in words: "1 experience", "2 experiences".
fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// "a", "a and b", "a, b and c".
fn listed(parts: &[String]) -> String {
    match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Clauses that may hold "and" themselves: "a", "a, and b", "a, b, and c".
fn clauses(parts: &[String]) -> String {
    match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}, and {last}", rest.join(", ")),
        None => String::new(),
    }
}

pub(super) fn outcome(profile: bool, decisions: &Decisions, incomplete: usize) -> Outcome {
    let tally =
        |list: &[Decision], want: fn(&Decision) -> bool| list.iter().filter(|d| want(d)).count();
    let entries = |want: fn(&Decision) -> bool| {
        let mut parts = Vec::new();
        let experiences = tally(&decisions.experiences, want);
        let education = tally(&decisions.education, want);
        let case_studies = tally(&decisions.case_studies, want);
        if experiences > 0 {
            parts.push(count(experiences, "experience", "experiences"));
        }
        if education > 0 {
            parts.push(count(education, "education entry", "education entries"));
        }
        if case_studies > 0 {
            parts.push(count(case_studies, "case-study draft", "case-study drafts"));
        }
        parts
    };
    let mut created = Vec::new();
    if profile {
        created.push("your profile".to_owned());
    }
    created.extend(entries(|d| *d == Decision::Add));
    let updated = entries(|d| matches!(d, Decision::Update(_)));
    let skipped = tally(&decisions.experiences, |d| *d == Decision::Skip)
        + tally(&decisions.education, |d| *d == Decision::Skip)
        + tally(&decisions.case_studies, |d| *d == Decision::Skip)
        + incomplete;
    let mut will = Vec::new();
    let mut done = Vec::new();
    if !created.is_empty() {
        will.push(format!("import {}", listed(&created)));
        done.push(format!("imported {}", listed(&created)));
    }
    if !updated.is_empty() {
        will.push(format!("update {}", listed(&updated)));
        done.push(format!("updated {}", listed(&updated)));
    }
    if skipped > 0 {
        let skipped = count(skipped, "entry", "entries");
        will.push(format!("skip {skipped}"));
        done.push(format!("skipped {skipped}"));
    }
    if done.is_empty() {
        return Outcome {
            will: "will change nothing".to_owned(),
            done: "Nothing was imported.".to_owned(),
        };
    }
    // Every clause starts with an ASCII verb ("imported", "updated", "skipped").
    let mut done = clauses(&done);
    done[..1].make_ascii_uppercase();
    Outcome {
        will: format!("will {}", clauses(&will)),
        done: format!("{done}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_outcome_names_what_is_imported_updated_and_skipped() {
        use Decision::*;
        let decisions = Decisions {
            experiences: vec![Add, Update(4), Skip],
            education: vec![Skip],
            case_studies: vec![],
        };
        let said = outcome(true, &decisions, 0);
        assert_eq!(
            said.will,
            "will import your profile and 1 experience, update 1 experience, and skip 2 entries"
        );
        assert_eq!(
            said.done,
            "Imported your profile and 1 experience, updated 1 experience, and skipped 2 entries."
        );
        assert_eq!(
            outcome(false, &Decisions::default(), 0).done,
            "Nothing was imported."
        );
    }
}
