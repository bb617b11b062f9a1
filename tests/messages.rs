//! The message catalogues (`src/game/text/mod.rs`): every Fluent file of the platform
//! (`src/locales/`) and of each game (`src/games/<game>/locales/`) parses, each game's
//! catalogue lists every file of its folder, and every message id the code names is
//! defined where it is looked up. Ids built at run time (a province's, a card's) are
//! checked by rendering: the golden-text test renders every text of every frozen game and
//! requires no missing message (`text::render_faults`).

use fluent_syntax::ast;
use maipenrai::game::text::{Catalogue, PLATFORM_MESSAGES, SITE_MESSAGES};
use maipenrai::games;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every file under `dir` (recursively) whose name ends in `ext`.
fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.to_string_lossy().ends_with(ext) {
            out.push(path);
        }
    }
}

/// The code of a Rust file without its unit tests (from the first `#[cfg(test)]` on);
/// nothing for a test-only file.
fn code_of(path: &Path) -> String {
    let name = path.file_name().unwrap().to_string_lossy();
    let in_tests = path.components().any(|c| c.as_os_str() == "tests");
    if in_tests || name == "tests.rs" || name == "testing.rs" {
        return String::new();
    }
    let text = std::fs::read_to_string(path).unwrap();
    // Cut at the first test module written in the file (`mod tests;` declares one kept
    // in a file of its own).
    let mut from = 0;
    while let Some(at) = text[from..].find("#[cfg(test)]").map(|at| at + from) {
        let after = text[at + "#[cfg(test)]".len()..].trim_start();
        let declared = after
            .split_once(';')
            .is_some_and(|(head, _)| head.starts_with("mod ") && !head.contains('{'));
        if !declared {
            return text[..at].to_string();
        }
        from = at + 1;
    }
    text
}

/// The string literals of `code` that are message ids: those passed straight to
/// `Message::new` and every other literal shaped like one (`words-joined-by-hyphens`) but
/// a string constant's value.
fn ids_named(code: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find('"') {
        let after = &rest[at + 1..];
        let Some(end) = after.find('"') else { break };
        let literal = &after[..end];
        let before = rest[..at].trim_end();
        let shaped = literal.contains('-')
            && literal.starts_with(|c: char| c.is_ascii_lowercase())
            && literal
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !literal.ends_with('-');
        // A string constant (a data version, say) is not a message id.
        let constant = before.ends_with("&str =");
        if (shaped && !constant) || before.ends_with("Message::new(") {
            ids.push(literal.to_string());
        }
        rest = &after[end + 1..];
    }
    ids
}

#[test]
fn every_catalogue_parses_and_lists_its_folder() {
    for language in LANGUAGES {
        let platform = Catalogue::build(language, &[]);
        assert!(
            platform.errors.is_empty(),
            "src/locales ({language}): {:?}",
            platform.errors
        );
        let site = Catalogue::site(language);
        assert!(
            site.errors.is_empty(),
            "src/locales ({language}), the site's: {:?}",
            site.errors
        );
    }
    let mut game_files = Vec::new();
    files(&root().join("src/games"), ".ftl", &mut game_files);
    assert!(game_files.len() >= 3, "no game catalogue found");
    let mut listed = 0;
    for game in games::all() {
        for language in LANGUAGES {
            let catalogue = Catalogue::build(language, game.messages());
            assert!(
                catalogue.errors.is_empty(),
                "{} ({language}): {:?}",
                game.slug(),
                catalogue.errors
            );
        }
        for (language, source) in game.messages() {
            assert!(LANGUAGES.contains(language), "{}: {language}", game.slug());
            assert!(
                game_files
                    .iter()
                    .any(|f| std::fs::read_to_string(f).unwrap() == *source),
                "{}: a catalogue file is not under src/games/<game>/locales/",
                game.slug()
            );
            listed += 1;
        }
    }
    assert_eq!(
        listed,
        game_files.len(),
        "a game's .ftl file is not listed in its Game::MESSAGES"
    );
    let mut platform_files = Vec::new();
    files(&root().join("src/locales"), ".ftl", &mut platform_files);
    assert_eq!(
        platform_files.len(),
        PLATFORM_MESSAGES.len() + SITE_MESSAGES.len(),
        "a file under src/locales is in neither PLATFORM_MESSAGES nor SITE_MESSAGES"
    );
}

/// The languages of the site: English first, the one every other is held to.
const LANGUAGES: [&str; 4] = ["en", "nl", "fr", "it"];

/// The variables (`$name`) a pattern uses, selectors and variants included.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    fn expression(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(inline) => inline_expression(inline, out),
            ast::Expression::Select { selector, variants } => {
                inline_expression(selector, out);
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
        }
    }
    fn inline_expression(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression: inner } => expression(inner, out),
            ast::InlineExpression::FunctionReference { arguments, .. }
            | ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for a in &arguments.positional {
                    inline_expression(a, out);
                }
                for a in &arguments.named {
                    inline_expression(&a.value, out);
                }
            }
            _ => {}
        }
    }
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression: e } = element {
            expression(e, out);
        }
    }
}

/// Each message of a file with the variables it uses.
fn messages_of(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut used = BTreeSet::new();
            if let Some(value) = &message.value {
                variables(value, &mut used);
            }
            for attribute in &message.attributes {
                variables(&attribute.value, &mut used);
            }
            out.insert(message.id.name.to_string(), used);
        }
    }
    out
}

/// Every English file has its twin in each language, with the same messages, each using
/// the same arguments: a translation can neither miss a message nor drop a name.
#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let mut english = Vec::new();
    files(&root().join("src"), ".ftl", &mut english);
    english.retain(|f| f.parent().is_some_and(|d| d.ends_with("locales/en")));
    assert!(english.len() >= 6, "{english:?}");
    let mut problems = Vec::new();
    for file in &english {
        let theirs = messages_of(&std::fs::read_to_string(file).unwrap());
        for language in &LANGUAGES[1..] {
            let twin = file
                .parent()
                .unwrap()
                .with_file_name(language)
                .join(file.file_name().unwrap());
            let Ok(text) = std::fs::read_to_string(&twin) else {
                problems.push(format!("{} is missing", twin.display()));
                continue;
            };
            let ours = messages_of(&text);
            for (id, used) in &theirs {
                match ours.get(id) {
                    None => problems.push(format!("{}: no {id}", twin.display())),
                    Some(mine) if mine != used => problems.push(format!(
                        "{}: {id} uses {mine:?}, English {used:?}",
                        twin.display()
                    )),
                    Some(_) => {}
                }
            }
            for id in ours.keys().filter(|id| !theirs.contains_key(*id)) {
                problems.push(format!("{}: {id} is not in English", twin.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Each game's folder with its English catalogue, built from the files found there.
fn game_folders() -> Vec<(PathBuf, Catalogue)> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root().join("src/games"))
        .unwrap()
        .flatten()
    {
        let folder = dir.path();
        if !folder.is_dir() {
            continue;
        }
        let mut ftl = Vec::new();
        files(&folder.join("locales/en"), ".ftl", &mut ftl);
        let sources: Vec<(&str, &'static str)> = ftl
            .iter()
            .map(|f| ("en", &*String::leak(std::fs::read_to_string(f).unwrap())))
            .collect();
        let catalogue = Catalogue::build("en", &sources);
        out.push((folder, catalogue));
    }
    out
}

#[test]
fn every_message_id_the_code_names_is_defined() {
    let mut missing = Vec::new();
    for (folder, catalogue) in game_folders() {
        let slugs: Vec<&str> = games::all().iter().map(|g| g.slug()).collect();
        let mut code = Vec::new();
        files(&folder, ".rs", &mut code);
        let mut checked = 0;
        for path in code {
            for id in ids_named(&code_of(&path)) {
                checked += 1;
                if !catalogue.has(&id) && !slugs.contains(&id.as_str()) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
        assert!(checked > 20, "{}: no message id found", folder.display());
    }
    // The platform's own ids, in the layer that hands texts out.
    let platform = Catalogue::build("en", &[]);
    for dir in ["src/game", "src/service"] {
        let mut code = Vec::new();
        files(&root().join(dir), ".rs", &mut code);
        for path in code {
            let text = code_of(&path);
            for id in ids_named(&text) {
                let platform_word = ["game-", "reason-", "list-"]
                    .iter()
                    .any(|p| id.starts_with(p));
                if platform_word && !platform.has(&id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ids missing from a catalogue:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_missing_message_shows_its_id_and_is_counted() {
    let catalogue = Catalogue::build("en", &[("en", "known = a { $thing }")]);
    let before = maipenrai::game::text::render_faults();
    let message = maipenrai::game::Message::new("unknown");
    assert_eq!(catalogue.render(&message, &[]), "unknown");
    let partial = maipenrai::game::Message::new("known");
    assert_eq!(catalogue.render(&partial, &[]), "a {$thing}");
    assert_eq!(maipenrai::game::text::render_faults(), before + 2);
}

/// The ids a template names through the message filters (`"id"|t`, `"id"|th2(…)`).
fn ids_in_template(text: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("\"|t") {
        let before = &rest[..at];
        if let Some(open) = before.rfind('"') {
            ids.push(before[open + 1..].to_string());
        }
        rest = &rest[at + 3..];
    }
    ids
}

/// The ids the site's Rust code renders (`t("id")`, `Message::new("id")` passed to `site`).
fn ids_in_site_code(code: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for call in ["t(\"", "Message::new(\""] {
        let mut rest = code;
        while let Some(at) = rest.find(call) {
            let after = &rest[at + call.len()..];
            let ident_before = rest[..at]
                .chars()
                .last()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            if let Some(end) = after.find('"') {
                if !ident_before || call.starts_with("Message") {
                    ids.push(after[..end].to_string());
                }
            }
            rest = after;
        }
    }
    ids
}

/// Every id the site's templates and code name is in the site's catalogue, and every id a
/// game's templates name is in that game's.
#[test]
fn every_id_the_pages_name_is_defined() {
    let site = Catalogue::site("en");
    let platform = Catalogue::build("en", &[]);
    let mut missing = Vec::new();
    let mut templates = Vec::new();
    files(&root().join("templates"), ".html", &mut templates);
    files(&root().join("templates"), ".txt", &mut templates);
    let mut checked = 0;
    for path in &templates {
        // The composer's pieces are drawn inside a game's templates: the platform's words
        // that every game's catalogue holds.
        let composer = path.ends_with("composer.html");
        for id in ids_in_template(&std::fs::read_to_string(path).unwrap()) {
            checked += 1;
            if (composer && !platform.has(&id)) || (!composer && !site.has(&id)) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    assert!(checked > 10, "no message named in templates/");
    let mut code = Vec::new();
    for dir in ["src/http", "src/notify", "src/service"] {
        files(&root().join(dir), ".rs", &mut code);
    }
    for path in &code {
        for id in ids_in_site_code(&code_of(path)) {
            if !site.has(&id) && !platform.has(&id) {
                missing.push(format!("{}: {id}", path.display()));
            }
        }
    }
    for (folder, catalogue) in game_folders() {
        let mut own = Vec::new();
        files(&folder, ".html", &mut own);
        for path in own {
            for id in ids_in_template(&std::fs::read_to_string(&path).unwrap()) {
                if !catalogue.has(&id) {
                    missing.push(format!("{}: {id}", path.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "ids missing from a catalogue:\n{}",
        missing.join("\n")
    );
}
