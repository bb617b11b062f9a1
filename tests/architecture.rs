//! The boundary between the platform and the games, read from the source: the platform
//! (everything under `src/` but `src/games/`, and the site's `templates/` and `static/`)
//! never names a hosted game. Each game's name, slug and folder come from the registry and
//! `src/games/`, so a new game is covered without anybody updating a list.

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

/// The code lines (comments left out) of the Rust files under `dir` that name `module`
/// (`crate::http`, …), as "file:line".
fn uses(root: &Path, dir: &str, module: &str) -> Vec<String> {
    let mut sources = Vec::new();
    files(&root.join(dir), Path::new(""), &mut sources);
    let mut found = Vec::new();
    for path in sources
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if !code.starts_with("//") && code.contains(module) {
                let shown = path.strip_prefix(root).unwrap_or(path).display();
                found.push(format!("{shown}:{} uses {module}", n + 1));
            }
        }
    }
    found
}

/// The layers read from the top down: the games' contract (`src/game/`) knows neither the
/// registry, the computer players (a game names its searcher, `Game::THINK`) nor the web
/// layer; a game's folder does not reach into the web layer (its web
/// side draws with what `crate::game::web` gives it); the service does not call the
/// notification worker, which calls it (the mails the service sends itself are
/// `service::mails`).
#[test]
fn the_layers_do_not_reach_back_up() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for module in ["crate::games", "crate::bots", "crate::http"] {
        found.extend(uses(root, "src/game", module));
    }
    found.extend(uses(root, "src/games", "crate::http"));
    found.extend(uses(root, "src/service", "crate::notify"));
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The scan itself works: the web layer does use the games' contract.
    assert!(!uses(root, "src/http", "crate::game").is_empty());
}
