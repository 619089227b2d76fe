//! The statements that read and write a table's fields, built from one list of its columns
//! (issue 41 point 4): a field added to a case study, an experience or an education entry is
//! named once, in its table's list, next to the `bind` that binds it and the read that reads it.
//!
//! A statement's own parameters (an id, a time) come first, numbered by hand from `$1`; the
//! fields' follow, numbered from the next one, in the order of the list, which is the order the
//! table's `bind` binds them.

/// The column that, bound as NULL (a save that sends no translations), keeps what is stored, and
/// is `{}` in a new row.
const KEPT_WHEN_NULL: &str = "translations";

/// The columns of a table's fields, in the order its `bind` binds them.
pub(super) struct Fields(pub &'static [&'static str]);

impl Fields {
    /// The column names, for a SELECT or an INSERT: `title, slug, …`.
    pub fn names(&self) -> String {
        self.0.join(", ")
    }

    /// An INSERT's values for them, their parameters numbered from `first`: `$2, $3, …`.
    pub fn values(&self, first: usize) -> String {
        self.numbered(first, |column, n| match column {
            KEPT_WHEN_NULL => format!("COALESCE(${n}, '{{}}')"),
            _ => format!("${n}"),
        })
    }

    /// An UPDATE's assignments of them, their parameters numbered from `first`:
    /// `title = $4, slug = $5, …`.
    pub fn assignments(&self, first: usize) -> String {
        self.numbered(first, |column, n| match column {
            KEPT_WHEN_NULL => format!("{column} = COALESCE(${n}, {column})"),
            _ => format!("{column} = ${n}"),
        })
    }

    fn numbered(&self, first: usize, each: impl Fn(&str, usize) -> String) -> String {
        (self.0.iter().zip(first..))
            .map(|(column, n)| each(column, n))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A query that the fields' `bind` adds its parameters to.
pub(super) type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

#[cfg(test)]
mod tests {
    use super::Fields;

    const FIELDS: Fields = Fields(&["title", "tags", "translations"]);

    #[test]
    fn builds_each_part_of_a_statement_from_the_one_list() {
        assert_eq!(FIELDS.names(), "title, tags, translations");
        assert_eq!(FIELDS.values(2), "$2, $3, COALESCE($4, '{}')");
        assert_eq!(
            FIELDS.assignments(3),
            "title = $3, tags = $4, translations = COALESCE($5, translations)"
        );
    }
}
