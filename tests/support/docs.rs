//! The command blocks of the documentation, as tests run them: a block is marked on the line
//! before its fence with `<!-- block ID, run by WHO -->` (`tests/doc_blocks.rs` checks that
//! every block is marked and that WHO runs it).

/// The text of the block `id` of `doc` (a path from the repository's root).
pub fn doc_block(doc: &str, id: &str) -> String {
    let text = std::fs::read_to_string(format!("{}/{doc}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("cannot read {doc}: {e}"));
    let marker = format!("<!-- block {id}, run by ");
    let mut lines = text.lines().skip_while(|line| !line.starts_with(&marker));
    lines
        .next()
        .unwrap_or_else(|| panic!("{doc} has no block {id}"));
    let fence = lines.next().unwrap_or_default();
    assert!(fence.starts_with("```"), "{doc}: block {id} has no fence");
    let body: Vec<&str> = lines.take_while(|line| !line.starts_with("```")).collect();
    body.join("\n") + "\n"
}
