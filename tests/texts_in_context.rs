//! `docs/texts-in-context.html`: every catalogue message that puts a name, a number or a date
//! into a sentence, in each of the four languages, filled with real values — a computer
//! player's name and a deleted player's (both start with a vowel in French and Italian),
//! 0, 1, 2 and 5, a date on the 1st of a month — so that a reader checks the sentences as
//! people will read them (docs/texts.md, "Texts in context"). The page must be what the
//! catalogues give now: `UPDATE_GOLDEN=1 cargo test --test texts_in_context` writes it.

use fluent_syntax::ast;
use maipenrai::game::search::Level;
use maipenrai::game::text::{
    in_language_now, t, Catalogue, LANGUAGES, PLATFORM_MESSAGES, SITE_MESSAGES,
};
use maipenrai::game::Message;
use maipenrai::http::testing::html_escape;
use maipenrai::service::computers::computer_name;
use std::fmt::Write as _;

/// What a message's variable stands for, and so what it is filled with.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    Name,
    Number,
    Date,
    Other,
}

/// Variables named like a person.
const NAMES: &[&str] = &[
    "name", "who", "player", "owner", "host", "from", "inviter", "others", "winner", "winners",
    "partner", "mover", "creator", "author", "opponent", "username", "names", "holder",
];
/// Variables named like a date or a time.
const DATES: &[&str] = &["date", "when", "since", "until", "day"];
/// Variables named like a count (besides those a message selects a plural on).
const NUMBERS: &[&str] = &[
    "count",
    "seats",
    "taken",
    "most",
    "max",
    "days",
    "hours",
    "minutes",
    "step",
    "struggle",
    "total",
    "players",
    "number",
    "points",
    "height",
    "games",
    "opponents",
    "left",
    "free",
];

/// The variables of a message, each with its kind: a selector is a number.
fn variables(pattern: &ast::Pattern<&str>, out: &mut Vec<(String, Kind)>) {
    fn add(out: &mut Vec<(String, Kind)>, name: &str, selector: bool) {
        let kind = if selector || NUMBERS.contains(&name) {
            Kind::Number
        } else if NAMES.contains(&name) {
            Kind::Name
        } else if DATES.contains(&name) {
            Kind::Date
        } else {
            Kind::Other
        };
        match out.iter_mut().find(|(n, _)| n == name) {
            Some(seen) => seen.1 = seen.1.min(kind),
            None => out.push((name.to_string(), kind)),
        }
    }
    fn inline(e: &ast::InlineExpression<&str>, out: &mut Vec<(String, Kind)>, selector: bool) {
        match e {
            ast::InlineExpression::VariableReference { id } => add(out, id.name, selector),
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out, selector);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut Vec<(String, Kind)>) {
        match e {
            ast::Expression::Inline(e) => inline(e, out, false),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out, true);
                for v in variants {
                    variables(&v.value, out);
                }
            }
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expr(expression, out);
        }
    }
}

/// The messages of a Fluent source that take a name, a number or a date, with their
/// variables, in the file's order.
fn messages_in(source: &str) -> Vec<(String, Vec<(String, Kind)>)> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(ast::Message {
                id,
                value: Some(value),
                ..
            }) => {
                let mut vars = Vec::new();
                variables(value, &mut vars);
                let joins = vars.iter().any(|(_, k)| *k != Kind::Other);
                joins.then(|| (id.name.to_string(), vars))
            }
            _ => None,
        })
        .collect()
}

/// The message filled in every way worth reading: each count among 0, 1, 2 and 5 with a
/// computer's name, and once with a deleted player's; each different text once.
fn fillings(
    catalogue: &Catalogue,
    id: &str,
    vars: &[(String, Kind)],
    language: &'static str,
) -> Vec<String> {
    let computer = in_language_now(language, || computer_name(Level::Beginner, 0));
    let deleted = in_language_now(language, || t("site-deleted-player"));
    let first = time::macros::datetime!(2026-12-01 09:30 UTC);
    let date = in_language_now(language, || maipenrai::local_time::day(first, None));
    let has = |kind| vars.iter().any(|(_, k)| *k == kind);
    let mut ways: Vec<(i64, &str)> = Vec::new();
    if has(Kind::Number) {
        ways.extend([0, 1, 2, 5].map(|n| (n, computer.as_str())));
    } else {
        ways.push((2, computer.as_str()));
    }
    if has(Kind::Name) {
        ways.push((2, deleted.as_str()));
    }
    let mut out: Vec<String> = Vec::new();
    for (n, name) in ways {
        let mut message = Message::new(id.to_string());
        for (var, kind) in vars {
            let var: &'static str = Box::leak(var.clone().into_boxed_str());
            message = match kind {
                Kind::Number => message.arg(var, n),
                Kind::Name => message.arg(var, name.to_string()),
                Kind::Date => message.arg(var, date.clone()),
                Kind::Other => message.arg(var, format!("‹{var}›")),
            };
        }
        let text = in_language_now(language, || catalogue.render(&message, &[]));
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// One table of a catalogue's messages in `language`.
fn table(
    page: &mut String,
    heading: &str,
    sources: &[(&str, &str)],
    catalogue: &Catalogue,
    language: &'static str,
) -> usize {
    let mut rows = 0;
    let _ = writeln!(page, "<h3>{}</h3>\n<table>", html_escape(heading));
    for (_, source) in sources.iter().filter(|(l, _)| *l == language) {
        for (id, vars) in messages_in(source) {
            let texts = fillings(catalogue, &id, &vars, language);
            let _ = writeln!(
                page,
                "<tr><th>{}</th><td><ul>{}</ul></td></tr>",
                html_escape(&id),
                texts
                    .iter()
                    .map(|t| format!("<li>{}</li>", html_escape(t)))
                    .collect::<String>()
            );
            rows += 1;
        }
    }
    page.push_str("</table>\n");
    rows
}

/// The whole page, in the catalogues' order: the site's, the games' platform texts, each
/// game's.
fn page() -> (String, Vec<usize>) {
    let mut page = String::from(
        "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">\n\
         <title>Mai Pen Rai — texts in context</title>\n\
         <style>body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;max-width:70rem}\
         th{text-align:left;vertical-align:top;font:12px ui-monospace,monospace;color:#555;\
         padding:.3rem .8rem .3rem 0;width:16rem}td ul{margin:.2rem 0;padding-left:1rem}\
         tr{border-top:1px solid #ddd}table{border-collapse:collapse}</style></head>\n<body>\n\
         <h1>Texts in context</h1>\n<p>Every message that puts a name, a number or a date \
         into a sentence, filled with a computer player's name and a deleted player's, the \
         counts 0, 1, 2 and 5 and a date on the 1st. Written by <code>tests/texts_in_context.rs\
         </code>; what a reader changed after reading it is in <code>docs/texts.md</code>.</p>\n",
    );
    let mut counts = Vec::new();
    for language in LANGUAGES {
        let _ = writeln!(page, "<section lang=\"{language}\">\n<h2>{language}</h2>");
        let mut rows = table(
            &mut page,
            "site",
            SITE_MESSAGES,
            &Catalogue::site(language),
            language,
        );
        rows += table(
            &mut page,
            "games: the platform's texts",
            PLATFORM_MESSAGES,
            &Catalogue::build(language, &[]),
            language,
        );
        for game in maipenrai::games::all() {
            let catalogue = Catalogue::build(language, game.messages());
            rows += table(
                &mut page,
                game.name(),
                game.messages(),
                &catalogue,
                language,
            );
        }
        page.push_str("</section>\n");
        counts.push(rows);
    }
    page.push_str("</body>\n</html>\n");
    (page, counts)
}

#[test]
fn the_texts_in_context_page_is_what_the_catalogues_give() {
    let (page, counts) = page();
    // Each language lists its messages (a few more where its grammar selects on a count).
    assert!(counts.iter().all(|c| *c > 200), "{counts:?}");
    assert_eq!(
        maipenrai::game::text::render_faults(),
        0,
        "every message rendered cleanly"
    );
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/texts-in-context.html");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, &page).unwrap();
    }
    let kept = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    assert!(
        kept == page,
        "docs/texts-in-context.html is not what the catalogues give now: \
         UPDATE_GOLDEN=1 cargo test --test texts_in_context writes it; read what changed"
    );
}
