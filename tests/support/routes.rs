//! The routes of the web server, read from its source (`src/http/**/*.rs`), so tests that
//! must cover every route notice a new one without anybody updating a list by hand.
//!
//! Understood: `.route("/path", get(a).post(b))` in any file under `src/http/`, and
//! `.nest("/prefix", module::router())` in `src/http/mod.rs` (the prefix then applies to
//! every route of `module.rs`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Route {
    /// `GET`, `POST`, …
    pub method: String,
    /// The full path with its `{param}` placeholders, e.g. `/api/v1/games/{id}/moves`.
    pub path: String,
    /// The source file that declares it (relative to the crate).
    pub file: String,
}

impl Route {
    /// The `{param}` names in the path.
    pub fn params(&self) -> Vec<String> {
        self.path
            .split('/')
            .filter_map(|seg| seg.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
            .map(str::to_string)
            .collect()
    }

    /// The path with each `{param}` replaced by `fill(param)`.
    pub fn with(&self, fill: impl Fn(&str) -> String) -> String {
        self.path
            .split('/')
            .map(
                |seg| match seg.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                    Some(param) => fill(param),
                    None => seg.to_string(),
                },
            )
            .collect::<Vec<_>>()
            .join("/")
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source without `//` comments (string literals kept intact).
fn strip_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let mut in_string = false;
        let mut escaped = false;
        let mut cut = line.len();
        let bytes = line.as_bytes();
        for (i, &b) in bytes.iter().enumerate() {
            if in_string {
                match (escaped, b) {
                    (true, _) => escaped = false,
                    (false, b'\\') => escaped = true,
                    (false, b'"') => in_string = false,
                    _ => {}
                }
            } else if b == b'"' {
                in_string = true;
            } else if b == b'/' && bytes.get(i + 1) == Some(&b'/') {
                cut = i;
                break;
            }
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

/// The string literal starting at `text` (after optional whitespace), and the rest.
fn string_literal(text: &str) -> Option<(String, &str)> {
    let text = text.trim_start();
    let rest = text.strip_prefix('"')?;
    let end = rest.find('"')?;
    Some((rest[..end].to_string(), &rest[end + 1..]))
}

/// The text up to the parenthesis closing an already opened one.
fn until_close(text: &str) -> &str {
    let mut depth = 1;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

/// Every `.route(...)` of the web server, with its method(s) and full path.
pub fn all() -> Vec<Route> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let http = root.join("src/http");
    let mut files = Vec::new();
    rust_files(&http, &mut files);
    files.sort();

    // module name -> prefix, from `.nest("/prefix", module::router())` in mod.rs.
    let mut prefixes = BTreeMap::new();
    let main = strip_comments(&std::fs::read_to_string(http.join("mod.rs")).unwrap_or_default());
    for (i, _) in main.match_indices(".nest(") {
        let Some((prefix, rest)) = string_literal(&main[i + 6..]) else {
            continue;
        };
        let args = until_close(rest);
        if let Some(module) = args
            .trim_start_matches([',', ' ', '\n'])
            .split("::router")
            .next()
            .filter(|_| args.contains("::router"))
        {
            let module = module.rsplit("::").next().unwrap_or(module).trim();
            prefixes.insert(module.to_string(), prefix);
        }
    }

    let mut routes = Vec::new();
    for file in files {
        let text = strip_comments(&std::fs::read_to_string(&file).unwrap_or_default());
        // `api/mod.rs` is the module `api`: a `mod.rs` takes its folder's name.
        let stem = file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let module = if stem == "mod" {
            file.parent()
                .and_then(|d| d.file_name())
                .and_then(|s| s.to_str())
                .unwrap_or_default()
                .to_string()
        } else {
            stem.to_string()
        };
        let prefix = prefixes.get(&module).cloned().unwrap_or_default();
        let relative = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .display()
            .to_string();
        for (i, _) in text.match_indices(".route(") {
            let Some((path, rest)) = string_literal(&text[i + 7..]) else {
                continue;
            };
            let handlers = until_close(rest);
            for method in ["get", "post", "put", "patch", "delete"] {
                let needle = format!("{method}(");
                let found = handlers.match_indices(&needle).any(|(j, _)| {
                    j == 0
                        || !handlers[..j]
                            .chars()
                            .next_back()
                            .is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                if found {
                    routes.push(Route {
                        method: method.to_uppercase(),
                        path: format!("{prefix}{path}"),
                        file: relative.clone(),
                    });
                }
            }
        }
    }
    routes.sort();
    routes.dedup();
    routes
}

/// Routes with this method.
pub fn with_method(method: &str) -> Vec<Route> {
    all().into_iter().filter(|r| r.method == method).collect()
}

/// Fails unless every path of `expected` is among `routes` (so a test that covers these
/// routes notices when the router source no longer declares one): `what` names them.
#[track_caller]
pub fn assert_declared(routes: &[Route], expected: &[&str], what: &str) {
    for path in expected {
        assert!(
            routes.iter().any(|r| r.path == *path),
            "the router source no longer declares {what}{path}: {routes:#?}"
        );
    }
}
