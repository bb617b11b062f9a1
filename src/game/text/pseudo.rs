//! The pseudo-language, for tests: English with every letter of the catalogues' words
//! accented, so that a page read in it shows every word that did not come from a catalogue.

use super::{current_language, LANGUAGES};
use fluent_syntax::ast;
use std::sync::atomic::Ordering;

/// The pseudo-language: English with every letter of the catalogues' words accented
/// ("Lóbby"), offered only when [`enable_pseudo`] was called (tests, `PSEUDO_LANGUAGE=1`).
/// A page read in it shows at a glance, and to a test, every word that did not come from a
/// catalogue.
pub const PSEUDO: &str = "en-XA";

static PSEUDO_ON: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Offers the [pseudo-language](PSEUDO) from now on.
pub fn enable_pseudo() {
    PSEUDO_ON.store(true, Ordering::Relaxed);
}

/// `code` as one of the site's languages (the pseudo-language when offered), if it is one.
pub fn language(code: &str) -> Option<&'static str> {
    if code == PSEUDO && PSEUDO_ON.load(Ordering::Relaxed) {
        return Some(PSEUDO);
    }
    LANGUAGES.iter().find(|l| **l == code).copied()
}

/// The accented twin of a letter, for the pseudo-language.
fn accented(c: char) -> char {
    const PLAIN: &str = "aeiouyAEIOUYcnsz";
    const ACCENTED: &str = "áéíóúýÁÉÍÓÚÝçñšž";
    match PLAIN.find(c) {
        Some(at) => ACCENTED[..]
            .chars()
            .nth(PLAIN[..at].chars().count())
            .unwrap_or(c),
        None => c,
    }
}

/// `words` accented when the [current language](current_language) is the
/// [pseudo-language](PSEUDO) (words a library put in the reader's language: a date), as
/// they are otherwise.
pub fn pseudo_words(words: String) -> String {
    if current_language() == PSEUDO {
        words.chars().map(accented).collect()
    } else {
        words
    }
}

/// A Fluent file with the words of its patterns accented: ids, variables, selectors,
/// variant keys, comments, string literals and HTML tags and entities untouched.
pub(super) fn pseudo_source(source: &str) -> String {
    let mut resource = match fluent_syntax::parser::parse(source.to_string()) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    for entry in &mut resource.body {
        if let ast::Entry::Message(message) = entry {
            if let Some(pattern) = &mut message.value {
                pseudo_pattern(pattern, &mut false);
            }
            for attribute in &mut message.attributes {
                pseudo_pattern(&mut attribute.value, &mut false);
            }
        }
    }
    fluent_syntax::serializer::serialize(&resource)
}

/// Accents the text of `pattern` and of the variants of its selections; `in_markup` tells
/// whether the text so far ended inside an HTML tag (or entity), which an argument may
/// split (`<a href="{ $url }">`).
fn pseudo_pattern(pattern: &mut ast::Pattern<String>, in_markup: &mut bool) {
    for element in &mut pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                let mut out = String::with_capacity(value.len() * 2);
                for c in value.chars() {
                    let was_markup = *in_markup;
                    match c {
                        '<' | '&' => *in_markup = true,
                        '>' | ';' => *in_markup = false,
                        _ => {}
                    }
                    let markup = was_markup || *in_markup;
                    out.push(if markup { c } else { accented(c) });
                }
                *value = out;
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } => {
                for variant in variants {
                    let mut inside = *in_markup;
                    pseudo_pattern(&mut variant.value, &mut inside);
                }
            }
            ast::PatternElement::Placeable { .. } => {}
        }
    }
}
