//! The architecture, read from the source.
//!
//! - The boundary between the platform and the games: the platform (everything under
//!   `src/` but `src/games/`, and the site's `templates/` and `static/`) never names a
//!   hosted game. Each game's name, slug and folder come from the registry and
//!   `src/games/`, so a new game is covered without anybody updating a list.
//! - The floors: every top-level module of the library stands on a floor ([`FLOORS`]) and
//!   uses only modules on the floors below its own. The imports are read from the code
//!   (comments and strings left out) in every form a path takes: `use crate::a::b`,
//!   `pub use`, grouped braces (`use crate::{a::b, c}`), `crate::a::f()` inside code,
//!   `super::` climbing out of a module, `$crate::`, an exported macro (`crate::m!`, the
//!   floor of the module that defines it), and a glob or an alias of the crate root (which
//!   would hide every later path), so that an upward import fails the day it is written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every file under `dir` (recursively), skipping `skip`.
fn files(dir: &Path, skip: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path == skip {
            continue;
        }
        if path.is_dir() {
            files(&path, skip, out);
        } else {
            out.push(path);
        }
    }
}

/// The words that name a hosted game: its name, its slug and its folder under `src/games/`.
fn game_words(root: &Path) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for game in maipenrai::games::all() {
        words.push(game.name().to_lowercase());
        words.push(game.slug().to_lowercase());
    }
    for entry in std::fs::read_dir(root.join("src/games")).unwrap().flatten() {
        if entry.path().is_dir() {
            words.push(entry.file_name().to_string_lossy().to_lowercase());
        }
    }
    words.sort();
    words.dedup();
    words
}

#[test]
fn the_platform_never_names_a_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let words = game_words(root);
    assert!(words.len() >= 3, "the registry names no game: {words:?}");
    let mut platform = Vec::new();
    for dir in ["src", "templates", "static"] {
        files(&root.join(dir), &root.join("src/games"), &mut platform);
    }
    assert!(platform.len() > 50, "the platform's files were not found");
    let mut found = Vec::new();
    for path in &platform {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue; // not text (an image)
        };
        let text = text.to_lowercase();
        for word in &words {
            if let Some(at) = text.find(word.as_str()) {
                let line = text[..at].lines().count().max(1);
                let shown = path.strip_prefix(root).unwrap_or(path).display();
                found.push(format!("{shown}:{line} names {word:?}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the platform names a hosted game (games are listed only in src/games/mod.rs, and \
         speak through the game trait):\n{}",
        found.join("\n")
    );
}

// --- the floors ----------------------------------------------------------------------------

/// The library's top-level modules, floor by floor from the bottom up (and the binary,
/// `src/main.rs`, on top). A module may use the modules on the floors below its own, never
/// one on its own floor or above: a module that needs one above it has its piece in the
/// wrong place. Every module `src/lib.rs` declares must stand on a floor.
const FLOORS: &[&[&str]] = &[
    // Tools that know nothing of the site: time, commitments, metrics (the endpoint that
    // reads the service is `http::metrics`), client addresses (`net`), ratings, tournament
    // pairing and points, usernames.
    &[
        "clock",
        "commitment",
        "metrics",
        "net",
        "ratings",
        "tournament",
        "usernames",
    ],
    // The game contract: what a game is to the platform, its texts and its web side.
    &["game"],
    // The computer players (which think through the contract), and dates and times in the
    // reader's language.
    &["bots", "local_time"],
    // The hosted games and their registry.
    &["games"],
    // Storage.
    &["store"],
    // What starts from the database's address: the settings and the live notices.
    &["config", "live"],
    // The one write path.
    &["service"],
    // What each page shows, built from what the service loaded (no request, no router):
    // the page models the web renders.
    &["pages"],
    // What calls the service: the background worker and the operator's commands.
    &["notify", "ops"],
    // The web: the pages' handlers and templates, the JSON API, the metrics endpoint.
    &["http"],
    // The binary.
    &["main"],
];

/// Known upward imports, each with its file and the module it reaches up to, to be gone
/// soon; any other upward import fails. None today.
const ALLOWED_UPWARD: &[(&str, &str)] = &[];

/// A piece of Rust source, as the floor test reads it.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    /// A name or keyword (`crate`, `$crate`, `super`, `use`, `http`, …).
    Ident(String),
    /// `::`
    PathSep,
    /// Any other punctuation, one character.
    Punct(char),
}

/// The tokens of `source`, each with its line (from 1): comments, strings, characters and
/// numbers are left out, so that only code names a module.
fn tokens(source: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // Skips from `i` (just after an opening quote) to after the closing one, past escapes.
    let skip_quoted = |i: &mut usize, line: &mut usize, quote: char| {
        while *i < chars.len() && chars[*i] != quote {
            if chars[*i] == '\\' {
                *i += 1;
            }
            if chars.get(*i) == Some(&'\n') {
                *line += 1;
            }
            *i += 1;
        }
        *i += 1;
    };
    let ident_char = |c: char| c.is_alphanumeric() || c == '_';
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '"' => {
                i += 1;
                skip_quoted(&mut i, &mut line, '"');
            }
            '\'' => {
                // A character ('a', '\n', '\u{1F600}') or a lifetime ('a).
                if next == Some('\\') || chars.get(i + 2) == Some(&'\'') {
                    i += 1;
                    skip_quoted(&mut i, &mut line, '\'');
                } else {
                    i += 1;
                }
            }
            ':' if next == Some(':') => {
                out.push((Token::PathSep, line));
                i += 2;
            }
            '$' if next.is_some_and(ident_char) => {
                let start = i;
                i += 1;
                while i < chars.len() && ident_char(chars[i]) {
                    i += 1;
                }
                out.push((Token::Ident(chars[start..i].iter().collect()), line));
            }
            c if c.is_ascii_digit() => {
                while i < chars.len() && ident_char(chars[i]) {
                    i += 1;
                }
            }
            c if ident_char(c) => {
                let start = i;
                while i < chars.len() && ident_char(chars[i]) {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let at = chars.get(i).copied();
                let raw_prefix = matches!(word.as_str(), "r" | "br" | "cr");
                if matches!(word.as_str(), "b" | "c") && at == Some('"')
                    || raw_prefix && at == Some('"')
                {
                    i += 1;
                    if raw_prefix {
                        while i < chars.len() && chars[i] != '"' {
                            line += usize::from(chars[i] == '\n');
                            i += 1;
                        }
                        i += 1;
                    } else {
                        skip_quoted(&mut i, &mut line, '"');
                    }
                } else if raw_prefix && at == Some('#') {
                    // A raw string (r#"…"#) or a raw identifier (r#type).
                    let hashes = chars[i..].iter().take_while(|&&c| c == '#').count();
                    if chars.get(i + hashes) == Some(&'"') {
                        let end: String = std::iter::once('"')
                            .chain(std::iter::repeat_n('#', hashes))
                            .collect();
                        let rest: String = chars[i + hashes + 1..].iter().collect();
                        let len = rest.find(&end).map_or(rest.len(), |n| n + end.len());
                        line += rest[..len].matches('\n').count();
                        i += hashes + 1 + rest[..len].chars().count();
                    } else {
                        let start = i + 1;
                        i = start;
                        while i < chars.len() && ident_char(chars[i]) {
                            i += 1;
                        }
                        out.push((Token::Ident(chars[start..i].iter().collect()), line));
                    }
                } else if word == "b" && at == Some('\'') {
                    i += 1;
                    skip_quoted(&mut i, &mut line, '\'');
                } else {
                    out.push((Token::Ident(word), line));
                }
            }
            c => {
                out.push((Token::Punct(c), line));
                i += 1;
            }
        }
    }
    out
}

/// What a path of a source file names among the top-level modules.
#[derive(Clone, Debug, PartialEq)]
enum Named {
    /// A top-level module, or an item of the crate root that is not one (an exported
    /// macro goes by the module that defines it).
    Root(String),
    /// The crate root itself, by a glob (`use crate::*`) or an alias (`use crate as c`):
    /// every path after it would be out of sight.
    WholeCrate,
}

/// A path as read: its segments (the first the keyword it starts with, `{`-groups spread
/// out into one path each, a glob as `*`), the line of its last segment, whether it stands
/// in a `use`, and the index of its first token.
struct PathRead {
    segments: Vec<String>,
    line: usize,
    in_use: bool,
    start: usize,
}

/// The paths that start from the crate root or from the module (`crate::`, `$crate::`,
/// `super::`, `self::`).
fn paths(tokens: &[(Token, usize)]) -> Vec<PathRead> {
    /// Reads a path tree from `at` (a segment) on, with `prefix` before it, into `out` as
    /// (segments, line); returns the index after it.
    fn tree(
        tokens: &[(Token, usize)],
        mut at: usize,
        prefix: Vec<String>,
        out: &mut Vec<(Vec<String>, usize)>,
    ) -> usize {
        let mut segments = prefix;
        loop {
            match tokens.get(at) {
                Some((Token::Ident(word), _)) => segments.push(word.clone()),
                Some((Token::Punct('*'), line)) => {
                    segments.push("*".into());
                    out.push((segments, *line));
                    return at + 1;
                }
                Some((Token::Punct('{'), _)) => {
                    at += 1;
                    while let Some((token, _)) = tokens.get(at) {
                        match token {
                            Token::Punct('}') => return at + 1,
                            Token::Punct(',') => at += 1,
                            _ => at = tree(tokens, at, segments.clone(), out).max(at + 1),
                        }
                    }
                    return at;
                }
                _ => return at,
            }
            let line = tokens[at].1;
            match (tokens.get(at + 1), tokens.get(at + 2)) {
                (
                    Some((Token::PathSep, _)),
                    Some((Token::Ident(_) | Token::Punct('{' | '*'), _)),
                ) => at += 2,
                _ => {
                    out.push((segments, line));
                    return at + 1;
                }
            }
        }
    }
    let mut found = Vec::new();
    let mut in_use = false;
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at].0 {
            Token::Ident(word) if word == "use" => in_use = true,
            Token::Punct(';') => in_use = false,
            Token::Ident(word)
                if matches!(word.as_str(), "crate" | "$crate" | "super" | "self")
                    && (at == 0 || tokens[at - 1].0 != Token::PathSep) =>
            {
                let mut trees = Vec::new();
                let end = tree(tokens, at, Vec::new(), &mut trees);
                for (segments, line) in trees {
                    found.push(PathRead {
                        segments,
                        line,
                        in_use,
                        start: at,
                    });
                }
                at = end.max(at + 1);
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    found
}

/// One import of a module by a source file: the file's line and what it names.
#[derive(Debug, PartialEq)]
struct Import {
    line: usize,
    names: Named,
}

/// What the source of the module at `module` (its path from the crate root: `["store",
/// "shared"]`; inline `mod x { … }` blocks are followed) names outside that top-level
/// module: crate-root paths, `super::` climbing to the root, `$crate::`, exported macros
/// (`macros`: macro → module). Paths inside the same top-level module are left out.
fn imports(source: &str, module: &[&str], macros: &BTreeMap<String, String>) -> Vec<Import> {
    let tokens = tokens(source);
    // The inline modules open at each token: (name, brace depth inside it).
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut stacks = Vec::with_capacity(tokens.len());
    for (at, (token, _)) in tokens.iter().enumerate() {
        match token {
            Token::Punct('{') => {
                depth += 1;
                if let (Some((Token::Ident(name), _)), Some((Token::Ident(kw), _))) = (
                    at.checked_sub(1).map(|p| &tokens[p]),
                    at.checked_sub(2).map(|p| &tokens[p]),
                ) {
                    if kw == "mod" {
                        inline.push((name.clone(), depth));
                    }
                }
            }
            Token::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            _ => {}
        }
        stacks.push(inline.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>());
    }
    let mut found = Vec::new();
    for PathRead {
        segments,
        line,
        in_use,
        start,
    } in paths(&tokens)
    {
        let mut place: Vec<String> = module.iter().map(|m| m.to_string()).collect();
        place.extend(stacks[start].iter().cloned());
        let mut rest = segments.iter().map(String::as_str).peekable();
        match rest.next() {
            Some("crate" | "$crate") => place.clear(),
            Some("self") => {}
            Some("super") => {
                place.pop();
            }
            _ => continue,
        }
        while rest.peek() == Some(&"super") {
            rest.next();
            place.pop();
        }
        if !place.is_empty() {
            continue; // inside its own top-level module
        }
        let names = match rest.next() {
            None | Some("self") if in_use => Named::WholeCrate,
            None | Some("self") => continue, // `pub(crate)`, `pub(super)`
            Some("*") => Named::WholeCrate,
            Some(name) => Named::Root(macros.get(name).cloned().unwrap_or(name.to_string())),
        };
        if names == Named::Root(module[0].to_string()) {
            continue; // its own top-level module, named from the root
        }
        found.push(Import { line, names });
    }
    found
}

/// The macros a source exports at the crate root (`#[macro_export] macro_rules! name`,
/// the attribute among those just before it).
fn exported_macros(source: &str) -> Vec<String> {
    let tokens = tokens(source);
    let mut found = Vec::new();
    for (at, window) in tokens.windows(3).enumerate() {
        if let [(Token::Ident(kw), _), (Token::Punct('!'), _), (Token::Ident(name), _)] = window {
            let exported = tokens[..at]
                .iter()
                .rev()
                .take_while(|(t, _)| !matches!(t, Token::Punct(';' | '}')))
                .any(|(t, _)| *t == Token::Ident("macro_export".into()));
            if kw == "macro_rules" && exported {
                found.push(name.clone());
            }
        }
    }
    found
}

/// The modules `src/lib.rs` declares (`mod x;`, `pub mod x;`).
fn declared_modules(lib: &str) -> Vec<String> {
    let tokens = tokens(lib);
    let mut found = Vec::new();
    for window in tokens.windows(3) {
        if let [(Token::Ident(kw), _), (Token::Ident(name), _), (Token::Punct(';'), _)] = window {
            if kw == "mod" {
                found.push(name.clone());
            }
        }
    }
    found
}

/// The floor of a module (None: on no floor).
fn floor(module: &str) -> Option<usize> {
    FLOORS.iter().position(|floor| floor.contains(&module))
}

/// Every Rust file of the crate but `src/lib.rs`, with its module path (`src/store/mod.rs`
/// → `["store"]`, `src/store/shared.rs` → `["store", "shared"]`, `src/main.rs` →
/// `["main"]`).
fn modules(root: &Path) -> Vec<(PathBuf, Vec<String>)> {
    let mut sources = Vec::new();
    files(&root.join("src"), Path::new(""), &mut sources);
    let mut found = Vec::new();
    for path in sources {
        let Ok(relative) = path.strip_prefix(root.join("src")) else {
            continue;
        };
        if relative.extension().is_none_or(|e| e != "rs") || relative == Path::new("lib.rs") {
            continue;
        }
        let mut module: Vec<String> = relative
            .with_extension("")
            .iter()
            .map(|part| part.to_string_lossy().into_owned())
            .collect();
        if module.len() > 1 && module.last().is_some_and(|m| m == "mod") {
            module.pop();
        }
        found.push((path, module));
    }
    found.sort();
    found
}

#[test]
fn every_module_uses_only_the_floors_below_its_own() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let declared = declared_modules(&std::fs::read_to_string(root.join("src/lib.rs")).unwrap());
    assert!(declared.len() > 10, "src/lib.rs declares {declared:?}");
    let unplaced: Vec<_> = declared.iter().filter(|m| floor(m).is_none()).collect();
    assert!(
        unplaced.is_empty(),
        "these modules of src/lib.rs stand on no floor of FLOORS (tests/architecture.rs): \
         {unplaced:?}"
    );
    let sources: Vec<(PathBuf, Vec<String>, String)> = modules(root)
        .into_iter()
        .map(|(path, module)| {
            let text = std::fs::read_to_string(&path).unwrap();
            (path, module, text)
        })
        .collect();
    let mut macros = BTreeMap::new();
    for (_, module, text) in &sources {
        for name in exported_macros(text) {
            macros.insert(name, module[0].clone());
        }
    }
    let mut upward = Vec::new();
    let mut seen = 0;
    for (path, module, text) in &sources {
        let shown = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let own = &module[0];
        let Some(own_floor) = floor(own) else {
            upward.push(format!("{shown}: module {own} stands on no floor"));
            continue;
        };
        // (The binary, on top, names the library `maipenrai::`, which is not read.)
        let modules: Vec<&str> = module.iter().map(String::as_str).collect();
        for import in imports(text, &modules, &macros) {
            seen += 1;
            let name = match &import.names {
                Named::WholeCrate => {
                    upward.push(format!(
                        "{shown}:{} takes in the whole crate root (a glob or an alias): \
                         name the modules",
                        import.line
                    ));
                    continue;
                }
                Named::Root(name) => name,
            };
            let Some(their_floor) = floor(name) else {
                continue; // an item of the crate root that is no module (a macro of lib.rs)
            };
            if their_floor >= own_floor
                && name != own
                && !ALLOWED_UPWARD.contains(&(shown.as_str(), name.as_str()))
            {
                upward.push(format!(
                    "{shown}:{} ({own}, floor {own_floor}) uses {name} (floor {their_floor})",
                    import.line
                ));
            }
        }
    }
    upward.dedup(); // one line of a group naming a module twice
    assert!(
        upward.is_empty(),
        "a module uses one on its own floor or above (tests/architecture.rs, FLOORS; move the \
         piece it needs down, or the module up):\n{}",
        upward.join("\n")
    );
    // The scan itself works: the modules do use each other.
    assert!(seen > 100, "only {seen} imports found");
}

/// What `source`, at module `module`, names outside its top-level module, as
/// "module@line".
fn named(source: &str, module: &[&str]) -> Vec<String> {
    let macros = BTreeMap::from([("text_filters".to_string(), "game".to_string())]);
    imports(source, module, &macros)
        .into_iter()
        .map(|import| match import.names {
            Named::Root(name) => format!("{name}@{}", import.line),
            Named::WholeCrate => format!("*@{}", import.line),
        })
        .collect()
}

#[test]
fn the_floor_test_reads_every_form_of_import() {
    let at = ["service", "hashing"];
    // `use` of a path, `pub use`, a rename, the crate's own name in a macro.
    assert_eq!(
        named("use crate::http::serve::address_key;", &at),
        ["http@1"]
    );
    assert_eq!(named("pub use crate::http;", &at), ["http@1"]);
    assert_eq!(named("pub(crate) use crate::store as s;", &at), ["store@1"]);
    assert_eq!(named("$crate::http::serve::f()", &at), ["http@1"]);
    // Groups, nested, over several lines.
    assert_eq!(
        named(
            "use crate::{\n    http::{serve, auth},\n    store::{self, Store},\n};",
            &at
        ),
        ["http@2", "http@2", "store@3", "store@3"]
    );
    assert_eq!(
        named("use crate::{game::*, live};", &at),
        ["game@1", "live@1"]
    );
    // Paths inside code, with generics and turbofish.
    assert_eq!(
        named(
            "fn f() { let k = crate::http::serve::address_key::<u8>(a); }",
            &at
        ),
        ["http@1"]
    );
    assert_eq!(
        named("impl crate::notify::Worker for X {}", &at),
        ["notify@1"]
    );
    // Climbing out with `super::`, within the module, from a file and from inline modules.
    assert_eq!(named("use super::super::http::serve;", &at), ["http@1"]);
    assert_eq!(named("use super::{super::http, moves};", &at), ["http@1"]);
    assert!(named(
        "use super::moves; use self::inner::x; super::mails::f();",
        &at
    )
    .is_empty());
    // An item of the crate root that is no module is named as it is (the floors skip it).
    assert_eq!(
        named("use super::word_enum;", &["service"]),
        ["word_enum@1"]
    );
    assert_eq!(named("use super::http;", &["service"]), ["http@1"]);
    assert!(named("mod tests { use super::super::moves; }", &at).is_empty());
    assert_eq!(
        named(
            "mod a { mod b { use super::super::super::super::http; } }",
            &at
        ),
        ["http@1"]
    );
    // After an inline module closes, `super::` counts from the file again.
    assert_eq!(
        named("mod tests { fn f() {} }\nuse super::super::http;", &at),
        ["http@2"]
    );
    // An exported macro is its module's.
    assert_eq!(named("crate::text_filters!(x);", &at), ["game@1"]);
    // The whole crate root, by a glob or an alias.
    assert_eq!(named("use crate::*;", &at), ["*@1"]);
    assert_eq!(named("use crate as root;", &at), ["*@1"]);
    assert_eq!(named("use super::*;", &["service"]), ["*@1"]);
    assert!(named("use super::*;", &at).is_empty());
    // Visibilities name no module.
    assert!(named(
        "pub(crate) fn f() {} pub(super) struct S; pub(in crate::service) fn g() {}",
        &at
    )
    .is_empty());
    // Comments, strings and characters do not count, and do not hide what follows.
    let hidden = "// use crate::http;\n/* crate::http /* nested */ crate::http */\n\
                  let s = \"crate::http \\\" crate::http\"; let r = r#\"crate::http\"# ;\n\
                  let b = b\"crate::http\"; let c = '\"'; let l: &'static str = \"\";\n\
                  /// [`crate::http`]\ncrate::store::x();";
    assert_eq!(named(hidden, &at), ["store@6"]);
    // Lifetimes are not characters.
    assert_eq!(
        named("fn f<'a>(x: &'a str) -> char { crate::http::y(x) }", &at),
        ["http@1"]
    );
    // Raw identifiers are names.
    assert_eq!(named("crate::r#http::x()", &at), ["http@1"]);
}

#[test]
fn the_floors_name_each_module_once_and_main_on_top() {
    let mut all: Vec<&str> = FLOORS.iter().flat_map(|f| f.iter().copied()).collect();
    assert_eq!(FLOORS.last(), Some(&&["main"][..]));
    let n = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), n, "a module stands on two floors");
    assert_eq!(
        declared_modules("pub mod a;\n#[cfg(test)]\nmod b;\nmod c { }\n"),
        ["a", "b"]
    );
    assert_eq!(
        exported_macros(
            "#[macro_export]\n#[doc(hidden)]\nmacro_rules! shown { () => {} }\n\
             macro_rules! hidden {}"
        ),
        ["shown"]
    );
}
