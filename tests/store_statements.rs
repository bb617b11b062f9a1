//! Every SQL statement of the stores is a named constant in one list per database
//! (`store::sqlite::STATEMENTS`, `store::postgres::STATEMENTS`), and each one is prepared
//! on a freshly migrated database of its kind: a statement the schema cannot run (a
//! renamed column, a typo, a word the other database does not know) fails here, not when
//! somebody first takes that path.
//!
//! The sources of `src/store/` are read too: each `sqlx::query(`, `query_as(` or
//! `query_scalar(` must name a listed constant (`D::…`, a module path or a plain name), or
//! say in a comment on or just above its line which listed constants its variable holds
//! (`// listed: A_SQL, B_SQL`); a statement built at run time says why in an `// unlisted:`
//! comment. Test modules at the end of a file (`#[cfg(test)]`) are not read.

mod support;

use maipenrai::store::{postgres, sqlite};
use sqlx::postgres::types::Oid;
use sqlx::postgres::PgTypeInfo;
use sqlx::{Connection, Executor, PgConnection, SqliteConnection};
use std::collections::BTreeSet;
use std::path::Path;
use support::{databases, fresh_database_url, Db};

/// The name a listed statement goes by in the sources: its constant's last path segment,
/// without an index (`crate::store::shared::LEAVE_SITE_SQL[0]` → `LEAVE_SITE_SQL`).
fn short_name(listed: &str) -> String {
    let name: String = listed.chars().filter(|c| !c.is_whitespace()).collect();
    let name = name.rsplit("::").next().unwrap_or(&name);
    name.split('[').next().unwrap_or(name).to_string()
}

/// A listed name as written (`stringify!` spaces out paths).
fn tidy(name: &str) -> String {
    name.replace(" :: ", "::")
}

fn names(list: &[(&str, &str)]) -> BTreeSet<String> {
    list.iter().map(|(name, _)| short_name(name)).collect()
}

#[test]
fn the_lists_name_each_statement_once() {
    for (db, list) in [
        ("sqlite", sqlite::STATEMENTS),
        ("postgres", postgres::STATEMENTS),
    ] {
        let mut seen = BTreeSet::new();
        for (name, sql) in list {
            assert!(seen.insert(*name), "{db}: {name} is listed twice");
            assert!(!sql.trim().is_empty(), "{db}: {name} is empty");
        }
    }
}

#[tokio::test]
async fn every_listed_statement_prepares_on_a_fresh_database() {
    for db in databases() {
        let url = fresh_database_url(db).await;
        // Opening the store applies the migrations.
        maipenrai::store::connect(&url)
            .await
            .unwrap_or_else(|e| panic!("cannot open the {db:?} test database {url}: {e:#}"));
        let failures = match db {
            Db::Sqlite => {
                let mut conn = SqliteConnection::connect(&url).await.unwrap();
                let mut failures = Vec::new();
                for (name, sql) in sqlite::STATEMENTS {
                    if let Err(e) = conn.prepare(sql).await {
                        failures.push(format!("{}: {e}\n{sql}", tidy(name)));
                    }
                }
                failures
            }
            Db::Postgres => {
                let mut conn = PgConnection::connect(&url).await.unwrap();
                let mut failures = Vec::new();
                for (name, sql) in postgres::STATEMENTS {
                    if let Err(e) = prepare_postgres(&mut conn, sql).await {
                        failures.push(format!("{}: {e}\n{sql}", tidy(name)));
                    }
                }
                failures
            }
        };
        assert!(
            failures.is_empty(),
            "{db:?}: {} statement(s) do not prepare:\n\n{}",
            failures.len(),
            failures.join("\n\n")
        );
    }
}

/// Prepares `sql` as the server runs it: the server binds typed values, so a parameter
/// whose type the statement alone leaves open (`$2 IS NOT NULL`, `$1 IS NULL OR id = $1`)
/// is given one of the types the stores bind, the first that prepares.
async fn prepare_postgres(conn: &mut PgConnection, sql: &str) -> Result<(), sqlx::Error> {
    const GUESSES: [&str; 5] = ["text", "uuid", "timestamptz", "int8", "bool"];
    let unknown = PgTypeInfo::with_oid(Oid(0));
    let mut types: Vec<PgTypeInfo> = Vec::new();
    // The parameters guessed so far, latest last, with the guess each has.
    let mut guessed: Vec<(usize, usize)> = Vec::new();
    loop {
        let error = match conn.prepare_with(sql, &types).await {
            Ok(_) => return Ok(()),
            Err(error) => error,
        };
        let open = error
            .to_string()
            .split("could not determine data type of parameter $")
            .nth(1)
            .and_then(|rest| {
                let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                digits.parse::<usize>().ok()
            })
            .filter(|&n| n >= 1 && !guessed.iter().any(|&(p, _)| p == n - 1));
        if let Some(n) = open {
            if types.len() < n {
                types.resize(n, unknown.clone());
            }
            types[n - 1] = PgTypeInfo::with_name(GUESSES[0]);
            guessed.push((n - 1, 0));
            continue;
        }
        // The latest guess was wrong: its next type, or give up.
        match guessed.last_mut() {
            Some((parameter, guess)) if *guess + 1 < GUESSES.len() => {
                *guess += 1;
                types[*parameter] = PgTypeInfo::with_name(GUESSES[*guess]);
            }
            _ => return Err(error),
        }
    }
}

/// What a source file of `src/store/` must find in which list.
fn lists_for(file: &str) -> Vec<(&'static str, BTreeSet<String>)> {
    let sqlite = ("sqlite", names(sqlite::STATEMENTS));
    let postgres = ("postgres", names(postgres::STATEMENTS));
    if file.contains("sqlite") {
        vec![sqlite]
    } else if file.contains("postgres") {
        vec![postgres]
    } else {
        vec![sqlite, postgres]
    }
}

/// The UPPER_CASE names after `listed:` in a comment, and the one database they are for
/// when it says so (`listed (postgres): KEY_LOCK_SQL`).
fn listed_in_comment(comment: &str) -> Option<(Option<String>, Vec<String>)> {
    let rest = comment.split("listed").nth(1)?;
    let (only, rest) = match rest.trim_start().strip_prefix('(') {
        Some(inner) => {
            let (db, rest) = inner.split_once(')')?;
            (Some(db.trim().to_string()), rest)
        }
        None => (None, rest),
    };
    let rest = rest.trim_start().strip_prefix(':')?;
    Some((
        only,
        rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| {
                !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
            })
            .map(str::to_string)
            .collect(),
    ))
}

#[test]
fn every_statement_in_the_stores_sources_is_listed() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/store");
    let mut problems = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let calls = ["sqlx::query(", "sqlx::query_as(", "sqlx::query_scalar("];
    for path in files {
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text
            .lines()
            .take_while(|line| !line.trim_start().starts_with("#[cfg(test)]"))
            .collect();
        let lists = lists_for(&file);
        for (index, line) in lines.iter().enumerate() {
            let Some(call) = calls
                .iter()
                .find_map(|call| line.find(call).map(|at| at + call.len()))
            else {
                continue;
            };
            let at = format!("src/store/{file}:{}", index + 1);
            // The comments on the line and just above it.
            let mut comments: Vec<&str> =
                line.split_once("//").map(|(_, c)| c).into_iter().collect();
            for above in lines[..index].iter().rev() {
                match above.trim_start().strip_prefix("//") {
                    Some(comment) => comments.push(comment),
                    None => break,
                }
            }
            comments.reverse();
            let comments = comments.join(" ");
            if comments.contains("unlisted:") {
                continue;
            }
            let mut named: Vec<String> = Vec::new();
            let mut lists = lists.clone();
            if let Some((only, listed)) = listed_in_comment(&comments) {
                if let Some(only) = only {
                    lists.retain(|(db, _)| *db == only);
                    if lists.is_empty() {
                        problems.push(format!("{at}: `listed ({only}):` names no database"));
                    }
                }
                if listed.is_empty() {
                    problems.push(format!("{at}: `listed:` names no constant"));
                }
                named.extend(listed);
            } else {
                // The argument: on this line, or on the next when it starts there.
                let mut argument = line[call..].trim().to_string();
                if argument.is_empty() {
                    argument = lines.get(index + 1).map_or("", |l| l.trim()).to_string();
                }
                let argument: String = argument
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                let name = short_name(&argument);
                let is_constant = !name.is_empty()
                    && name
                        .chars()
                        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
                if !is_constant {
                    problems.push(format!(
                        "{at}: the statement is not a named constant (or a variable with a \
                         `// listed:` comment): {}",
                        line.trim()
                    ));
                    continue;
                }
                named.push(name);
            }
            for name in named {
                for (db, list) in &lists {
                    if !list.contains(&name) {
                        problems.push(format!("{at}: {name} is not in {db}::STATEMENTS"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
