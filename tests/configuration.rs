//! The configuration as documented is the configuration as read: every variable the server
//! reads (`config::VARIABLES`, itself checked against `src/config.rs`) is in the README's
//! table and in `.env.example`, and those two name nothing else — but for `.env.example`'s
//! Compose section, whose variables only `docker-compose.yml` reads, and which must be
//! exactly the ones the Compose files use beyond the server's own.

use maipenrai::config::VARIABLES;
use std::collections::BTreeSet;

fn read(path: &str) -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/").to_string() + path)
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The SCREAMING_CASE words of `text` that appear right after one of `openers`.
fn names_after(text: &str, openers: &[&str]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for opener in openers {
        for (at, _) in text.match_indices(opener) {
            let name: String = text[at + opener.len()..]
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if name.len() > 1 {
                names.insert(name);
            }
        }
    }
    names
}

fn server_variables() -> BTreeSet<String> {
    VARIABLES.iter().map(|v| v.to_string()).collect()
}

/// `.env.example`'s variables, set or commented out (`NAME=` or `# NAME=`), split into the
/// server's part and the Compose section's.
fn env_example() -> (BTreeSet<String>, BTreeSet<String>) {
    let text = read(".env.example");
    let (mut server, mut compose) = (BTreeSet::new(), BTreeSet::new());
    let mut in_compose = false;
    for line in text.lines() {
        if line.starts_with("# --- ") {
            in_compose = line.starts_with("# --- Docker Compose");
            continue;
        }
        let body = line.trim_start_matches('#').trim_start();
        let Some((name, _)) = body.split_once('=') else {
            continue;
        };
        if !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        {
            if in_compose {
                &mut compose
            } else {
                &mut server
            }
            .insert(name.to_string());
        }
    }
    (server, compose)
}

#[test]
fn the_list_of_variables_is_what_the_configuration_reads() {
    let source = read("src/config.rs");
    // One line per call, whatever rustfmt made of it.
    let code = source
        .split("#[cfg(test)]")
        .next()
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( ", "(");
    let read_here = names_after(
        &code,
        &[
            "lookup(\"",
            "number(&lookup, \"",
            "flag(&lookup, \"",
            "flag(lookup, \"",
            "n(\"",
            "env::var(\"",
            "var_os(\"",
        ],
    );
    let mut listed = server_variables();
    // Read by the log filter in src/main.rs (`EnvFilter::try_from_default_env`).
    assert!(listed.remove("RUST_LOG"));
    assert_eq!(
        read_here, listed,
        "config::VARIABLES must list exactly the variables src/config.rs reads"
    );
}

#[test]
fn the_readme_documents_every_variable_and_no_other() {
    let readme = read("README.md");
    let section = readme
        .split("## Configuration")
        .nth(1)
        .expect("the README has a Configuration section");
    let table: BTreeSet<String> = section
        .lines()
        .skip_while(|line| !line.starts_with("| variable"))
        .take_while(|line| line.starts_with('|'))
        .filter_map(|line| line.split('`').nth(1))
        .map(str::to_string)
        .collect();
    assert_eq!(table, server_variables(), "README.md's table of variables");
}

#[test]
fn env_example_documents_every_variable_and_the_compose_section_only_composes() {
    let (server, compose) = env_example();
    assert_eq!(
        server,
        server_variables(),
        ".env.example's server variables (outside its Docker Compose section)"
    );
    assert!(
        compose.is_disjoint(&server_variables()),
        "a variable of the Compose section is read by the server: {:?}",
        compose
            .intersection(&server_variables())
            .collect::<Vec<_>>()
    );
    // What the Compose files substitute (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`)
    // is the server's or the Compose section's, and the section names nothing else.
    let mut used = BTreeSet::new();
    for file in ["docker-compose.yml", "docker-compose.sqlite.yml"] {
        used.extend(names_after(&read(file), &["${"]));
    }
    let beyond_server: BTreeSet<String> = used.difference(&server_variables()).cloned().collect();
    assert_eq!(
        beyond_server, compose,
        "the Compose section of .env.example must document exactly the variables the Compose \
         files use beyond the server's own"
    );
}

#[test]
fn the_docker_image_builds_with_the_projects_rust() {
    let manifest = read("Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = \""))
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("Cargo.toml names its rust-version");
    let dockerfile = read("Dockerfile");
    let from: Vec<&str> = dockerfile
        .lines()
        .filter_map(|line| line.strip_prefix("FROM "))
        .collect();
    assert!(
        from.iter()
            .any(|f| f.starts_with(&format!("rust:{version}-bookworm "))),
        "the Dockerfile builds with rust:{version}-bookworm (Cargo.toml's rust-version): {from:?}"
    );
    // Every base image by an exact tag: no floating `latest`, `1`, `15` or `bookworm-slim`.
    for image in from.iter().map(|f| f.split_whitespace().next().unwrap()) {
        if !image.contains(':') {
            continue; // a stage of this file
        }
        let tag = image.split(':').nth(1).unwrap();
        assert!(
            tag.chars().any(|c| c.is_ascii_digit()) && tag.contains('.') || tag.contains("-20"),
            "{image} is not pinned to an exact version"
        );
    }
}

/// The image's dependency layer sees every target Cargo.toml names: cargo-chef's recipe is
/// prepared from the whole build context, so nothing a target needs may be left out of it
/// (`.dockerignore`), and the recipe must be prepared from a full copy of the tree.
#[test]
fn the_docker_dependency_step_sees_every_target_of_the_manifest() {
    let manifest = read("Cargo.toml");
    let mut paths: Vec<String> = manifest
        .lines()
        .filter_map(|line| line.trim().strip_prefix("path = \""))
        .filter_map(|rest| rest.strip_suffix('"'))
        .map(str::to_string)
        .collect();
    for table in ["[[bench]]", "[[example]]", "[[test]]"] {
        // A target without a path lives in its folder by name.
        for block in manifest.split(table).skip(1) {
            if let Some(name) = block
                .lines()
                .take_while(|l| !l.starts_with('['))
                .find_map(|l| l.trim().strip_prefix("name = \""))
            {
                let name = name.trim_end_matches('"');
                let folder = match table {
                    "[[bench]]" => "benches",
                    "[[example]]" => "examples",
                    _ => "tests",
                };
                paths.push(format!("{folder}/{name}.rs"));
            }
        }
    }
    paths.push("build.rs".into());
    for path in &paths {
        assert!(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(path)
                .exists(),
            "Cargo.toml names {path}, which does not exist"
        );
    }
    let ignored: Vec<String> = read(".dockerignore")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            l.trim_start_matches("**/")
                .trim_end_matches('/')
                .to_string()
        })
        .collect();
    for path in &paths {
        let first = path.split('/').next().unwrap();
        assert!(
            !ignored
                .iter()
                .any(|i| i == first || i == path || path.ends_with(&format!("/{i}"))),
            "{path} is a target of Cargo.toml but .dockerignore leaves it out of the image's build"
        );
    }
    let dockerfile = read("Dockerfile");
    let planner = dockerfile
        .split("AS planner")
        .nth(1)
        .expect("the Dockerfile has a planner stage")
        .split("FROM ")
        .next()
        .unwrap();
    assert!(
        planner.contains("COPY . .") && planner.contains("cargo chef prepare"),
        "the planner stage prepares the recipe from the whole tree: {planner}"
    );
    let builder = dockerfile.split("AS builder").nth(1).unwrap();
    let cook = builder.find("cargo chef cook").expect("the builder cooks");
    let copy_all = builder
        .find("COPY . .")
        .expect("the builder copies the tree");
    assert!(
        cook < copy_all,
        "dependencies are built before the sources are copied"
    );
}
