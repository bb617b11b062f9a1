//! What the documentation tells an operator to run is run by a test. Every command block of
//! the README's self-hosting, backup and restore, upgrading and database-moving sections
//! and of `docs/operations.md` is marked on the line before its fence, either
//! `<!-- block ID, run by FILE -->` — and FILE extracts block ID of that document and runs it
//! (`scripts/doc-block.sh DOC ID` in a script, `doc_block("DOC", "ID")` in a Rust test) — or
//! `<!-- not run: REASON -->`. A new block without either fails here.

use std::collections::BTreeSet;

/// The fenced blocks that hold commands (a crontab line and a systemd unit's `Exec` lines
/// are commands too) or a proxy's configuration.
const COMMAND_LANGUAGES: &[&str] = &[
    "sh", "bash", "shell", "console", "crontab", "ini", "caddy", "nginx",
];

/// The README's sections an operator follows.
const README_SECTIONS: &[&str] = &[
    "## Self-hosting with Docker Compose",
    "## Backup and restore",
    "## Upgrading",
    "## Moving to another database",
];

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

/// The README's operator sections, each up to the next `## ` heading.
fn readme_sections() -> String {
    let readme = read("README.md");
    let mut out = String::new();
    for heading in README_SECTIONS {
        let start = readme
            .find(&format!("\n{heading}\n"))
            .unwrap_or_else(|| panic!("README.md has no section {heading}"));
        let rest = &readme[start + 1..];
        let end = rest[heading.len()..]
            .find("\n## ")
            .map_or(rest.len(), |i| i + heading.len() + 1);
        out.push_str(&rest[..end]);
    }
    out
}

/// Every command block of `text`: (its marker line, its first line's number).
fn command_blocks(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut blocks = Vec::new();
    let mut inside = false;
    for (i, line) in lines.iter().enumerate() {
        if let Some(language) = line.strip_prefix("```") {
            if inside {
                inside = false;
                continue;
            }
            inside = true;
            if COMMAND_LANGUAGES.contains(&language.trim()) {
                let marker = lines[..i]
                    .iter()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .map_or(String::new(), |l| l.trim().to_string());
                blocks.push((marker, i + 1));
            }
        }
    }
    blocks
}

fn check(doc: &str, text: &str) -> usize {
    let mut ids = BTreeSet::new();
    let blocks = command_blocks(text);
    for (marker, line) in &blocks {
        if let Some(reason) = marker
            .strip_prefix("<!-- not run: ")
            .and_then(|r| r.strip_suffix(" -->"))
        {
            assert!(
                reason.split_whitespace().count() >= 3,
                "{doc}, block at line {line}: say why it is not run"
            );
            continue;
        }
        let Some((id, runner)) = marker
            .strip_prefix("<!-- block ")
            .and_then(|m| m.strip_suffix(" -->"))
            .and_then(|m| m.split_once(", run by "))
        else {
            panic!(
                "{doc}: the command block at line {line} is run by no test: mark it \
                 `<!-- block ID, run by FILE -->` and run it there, or \
                 `<!-- not run: REASON -->` (found {marker:?})"
            );
        };
        assert!(ids.insert(id.to_string()), "{doc}: two blocks named {id}");
        // "run by A and B": each of them runs it.
        for runner in runner.split(" and ") {
            let path = format!("{}/{runner}", env!("CARGO_MANIFEST_DIR"));
            let code = std::fs::read_to_string(path).unwrap_or_else(|e| {
                panic!("{doc}: block {id} names {runner}, which cannot be read: {e}")
            });
            let shell = format!("{doc} {id}");
            let rust = format!("\"{doc}\", \"{id}\"");
            assert!(
                code.contains(&shell) || code.contains(&rust),
                "{doc}: block {id} says it is run by {runner}, which never extracts it \
                 (`scripts/doc-block.sh {shell}` or `doc_block({rust})`)"
            );
        }
    }
    blocks.len()
}

#[test]
fn every_command_block_of_the_readme_is_run_by_a_test() {
    let blocks = check("README.md", &readme_sections());
    assert!(
        blocks >= 8,
        "only {blocks} blocks found: the sections moved?"
    );
}

#[test]
fn every_command_block_of_the_operations_guide_is_run_by_a_test() {
    let blocks = check("docs/operations.md", &read("docs/operations.md"));
    assert!(blocks >= 3, "only {blocks} blocks found");
}

#[test]
fn an_unmarked_block_is_found() {
    let text = "## Backup and restore\n\nDo this:\n\n```sh\nrm -rf /\n```\n";
    let caught = std::panic::catch_unwind(|| check("example.md", text));
    assert!(
        caught.is_err(),
        "a block without a marker must fail the check"
    );
    let text = "<!-- block x, run by tests/doc_blocks.rs -->\n```sh\ntrue\n```\n";
    let caught = std::panic::catch_unwind(|| check("example.md", text));
    assert!(
        caught.is_err(),
        "a block whose runner never extracts it must fail the check"
    );
}
