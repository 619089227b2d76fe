//! The statements that read and write a table's fields, built from one list of its columns
//! (issue 41 point 4): a field of a case study, an experience or an education entry is named
//! once, in its table's list, with the value it is bound to, next to the read that reads it.
//!
//! A statement's own parameters (an id, a time) come first, numbered by hand from `$1`; the
//! fields' follow, numbered from the next one, in the order of the list.
//!
//! Adding a field to one of those tables: its column in both migrations, its field in
//! folio-core's struct, and here a line in the table's list and one in its read.

use super::items::Items;

/// The column that, bound as NULL (a save that sends no translations), keeps what is stored, and
/// is `{}` in a new row.
const KEPT_WHEN_NULL: &str = "translations";

/// A value bound to a field's column.
pub(super) enum Value {
    /// Text.
    Text(String),
    /// Text, or NULL.
    MaybeText(Option<String>),
    /// A number; a flag as 0 or 1.
    Number(i64),
}

impl From<String> for Value {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<Option<String>> for Value {
    fn from(text: Option<String>) -> Self {
        Self::MaybeText(text)
    }
}

impl From<i32> for Value {
    fn from(number: i32) -> Self {
        Self::Number(number.into())
    }
}

impl From<bool> for Value {
    fn from(flag: bool) -> Self {
        Self::Number(flag.into())
    }
}

/// A list stored as JSON text, as its table keeps it.
pub(super) fn json_text(list: &impl serde::Serialize) -> Value {
    Value::Text(serde_json::to_string(list).unwrap_or_else(|_| "[]".into()))
}

/// A field's column, and the value a `T` binds to it.
pub(super) type Column<T> = (&'static str, fn(&T) -> Value);

/// The columns of a table's fields.
pub(super) struct Fields<T: 'static>(pub &'static [Column<T>]);

impl<T> Fields<T> {
    /// The column names, for a SELECT or an INSERT: `title, slug, …`.
    pub fn names(&self) -> String {
        let names: Vec<&str> = self.0.iter().map(|(column, _)| *column).collect();
        names.join(", ")
    }

    /// Binds `row`'s fields as the next parameters, in the order of the list.
    pub fn bind<'q>(&self, query: Query<'q>, row: &T) -> Query<'q> {
        self.0
            .iter()
            .fold(query, |query, (_, value)| match value(row) {
                Value::Text(text) => query.bind(text),
                Value::MaybeText(text) => query.bind(text),
                Value::Number(number) => query.bind(number),
            })
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

    /// `INSERT INTO {table} ({columns}, {fields}) VALUES ({values}, {the fields' values})`: the
    /// fields' parameters follow the last of `values`.
    pub fn insert(&self, table: &str, columns: &str, values: &str) -> String {
        format!(
            "INSERT INTO {table} ({columns}, {}) VALUES ({values}, {})",
            self.names(),
            self.values(last_parameter(values) + 1)
        )
    }

    fn numbered(&self, first: usize, each: impl Fn(&str, usize) -> String) -> String {
        (self.0.iter().zip(first..))
            .map(|((column, _), n)| each(column, n))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The number of the last parameter `sql` names (`$3` in `$1, $3, $2`), 0 for none.
fn last_parameter(sql: &str) -> usize {
    (sql.split('$').skip(1))
        .filter_map(|rest| {
            let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
            rest[..digits].parse().ok()
        })
        .max()
        .unwrap_or(0)
}

/// A table of the owner's items: rows with an `id`, columns of their own (times, place, version)
/// and fields.
pub(super) struct Table<T: 'static> {
    /// Its name, and what one row is called: what deletes and reorders its rows.
    pub items: Items,
    /// Its columns besides `id` and the fields.
    pub own: &'static str,
    /// Its fields.
    pub fields: Fields<T>,
    /// A new row: the own columns it sets and their values, its parameters from `$1`.
    pub insert: (&'static str, &'static str),
    /// A save: what it sets of the own columns, its parameters from `$1`.
    pub update: &'static str,
    /// A save: the row it changes, its parameters following those of `update`.
    pub update_where: &'static str,
}

/// The statements that read and write a [`Table`]'s rows.
pub(super) struct Statements {
    /// `SELECT` its `id`, own columns and fields `FROM` it, for a `WHERE` to follow.
    pub select: String,
    /// A new row ([`Table::insert`]'s parameters, then the fields'), answering the row.
    pub insert: String,
    /// A save ([`Table::update`]'s and [`Table::update_where`]'s parameters, then the
    /// fields'), answering the row.
    pub update: String,
    /// A row as an export kept it: its `id` and own columns, from `$1`, then its fields.
    pub restore: String,
}

impl<T> Table<T> {
    /// Its statements, built from its parts: once per process (in a `LazyLock`).
    pub fn statements(&self) -> Statements {
        let Self { own, fields, .. } = self;
        let name = self.items.table;
        let columns = format!("id, {own}, {}", fields.names());
        let (set, which) = (self.update, self.update_where);
        let own_values = (1..=own.split(',').count() + 1)
            .map(|n| format!("${n}"))
            .collect::<Vec<_>>()
            .join(", ");
        Statements {
            select: format!("SELECT {columns} FROM {name}"),
            insert: format!(
                "{} RETURNING {columns}",
                fields.insert(name, self.insert.0, self.insert.1)
            ),
            update: format!(
                "UPDATE {name} SET {set}, {} WHERE {which} RETURNING {columns}",
                fields.assignments(last_parameter(set).max(last_parameter(which)) + 1)
            ),
            restore: fields.insert(name, &format!("id, {own}"), &own_values),
        }
    }
}

/// A query that [`Fields::bind`] adds its parameters to.
pub(super) type Query<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

#[cfg(test)]
mod tests {
    use super::{Fields, Items, Table, Value};

    struct Note;

    const FIELDS: Fields<Note> = Fields(&[
        ("title", |_| Value::Number(1)),
        ("tags", |_| Value::Number(2)),
        ("translations", |_| Value::Number(3)),
    ]);

    #[test]
    fn builds_each_part_of_a_statement_from_the_one_list() {
        assert_eq!(FIELDS.names(), "title, tags, translations");
        assert_eq!(FIELDS.values(2), "$2, $3, COALESCE($4, '{}')");
        assert_eq!(
            FIELDS.assignments(3),
            "title = $3, tags = $4, translations = COALESCE($5, translations)"
        );
    }

    #[test]
    fn a_tables_statements_number_the_fields_after_their_own_parameters() {
        let sql = Table {
            items: Items {
                table: "notes",
                noun: "note",
            },
            own: "created_at, version",
            fields: FIELDS,
            insert: ("created_at", "$1"),
            update: "version = version + 1",
            update_where: "id = $1 AND version = $2",
        }
        .statements();
        let columns = "id, created_at, version, title, tags, translations";
        assert_eq!(sql.select, format!("SELECT {columns} FROM notes"));
        assert_eq!(
            sql.insert,
            format!(
                "INSERT INTO notes (created_at, title, tags, translations) \
                 VALUES ($1, $2, $3, COALESCE($4, '{{}}')) RETURNING {columns}"
            )
        );
        assert_eq!(
            sql.update,
            format!(
                "UPDATE notes SET version = version + 1, title = $3, tags = $4, \
                 translations = COALESCE($5, translations) WHERE id = $1 AND version = $2 \
                 RETURNING {columns}"
            )
        );
        assert_eq!(
            sql.restore,
            "INSERT INTO notes (id, created_at, version, title, tags, translations) \
             VALUES ($1, $2, $3, $4, $5, COALESCE($6, '{}'))"
        );
    }
}
