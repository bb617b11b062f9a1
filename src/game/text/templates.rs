//! Messages in templates: the arguments a template hands a message, and the askama filters
//! ([`text_filters`](crate::text_filters)) that render a catalogue's messages, escaping what
//! they must.

use super::{Arg, Catalogue, Message};
use std::borrow::Cow;

/// A value a template hands a message as an argument: words or a count.
pub trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for str {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.to_string())
    }
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Text(self.clone())
    }
}

impl<T: ToArg + ?Sized> ToArg for &T {
    fn to_arg(&self) -> Arg {
        (**self).to_arg()
    }
}

macro_rules! count_to_arg {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Number(*self as i64)
            }
        }
    )*};
}
count_to_arg!(u8, u16, u32, u64, usize, i32, i64);

/// A message of `catalogue` with `args`; for [`html`](Markup::Html) messages, whose words
/// hold links or emphasis, every argument given as words is escaped first.
pub fn filter_text(
    catalogue: &Catalogue,
    id: &dyn std::fmt::Display,
    args: Vec<(&'static str, Arg)>,
    markup: Markup,
) -> String {
    let args = args
        .into_iter()
        .map(|(name, arg)| match (markup, arg) {
            (Markup::Html, Arg::Text(text)) => (name, Arg::Text(escape_html(&text))),
            (_, arg) => (name, arg),
        })
        .collect();
    let message = Message {
        id: Cow::Owned(id.to_string()),
        args,
    };
    catalogue.render(&message, &[])
}

/// Whether a message's words are plain text (escaped on the page like any value) or HTML
/// (shown as written, its arguments escaped).
#[derive(Clone, Copy, Debug)]
pub enum Markup {
    Text,
    Html,
}

/// `text` escaped as askama escapes a value (the same entities, so a page reads the same
/// whichever way a value reached it).
fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&#38;"),
            '<' => out.push_str("&#60;"),
            '>' => out.push_str("&#62;"),
            '"' => out.push_str("&#34;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A name set apart from the text around it (`<bdi>`, escaped), so that a name written
/// right to left does not reorder the commas, numbers and words beside it.
pub fn in_bdi(name: &str) -> String {
    format!("<bdi>{}</bdi>", escape_html(name))
}

/// The askama filters that put a catalogue's messages into templates: `{{ "id"|t }}`, with
/// arguments `{{ "id"|t1("name", value) }}` (up to `t3`); messages holding HTML (a link
/// in a sentence) through `th`…`th2` and `|safe`, their arguments escaped. The site's are
/// [`filters`] (a module with templates brings them in with
/// `use crate::game::text::filters;`); a game's templates get its own catalogue's with
/// `mod filters { crate::text_filters!(crate::game::text::catalogue::<TheGame>()); }`.
#[macro_export]
macro_rules! text_filters {
    ($catalogue:expr) => {
        use std::fmt::Display;
        use $crate::game::text::{filter_text, Markup, ToArg};

        type Out = askama::Result<String>;
        type Values<'a> = &'a dyn askama::Values;

        /// A name where it stands alone in a list or a heading: `{{ p.shown|bdi }}`.
        #[allow(dead_code)]
        pub fn bdi(name: impl Display, _: Values) -> askama::Result<askama::filters::Safe<String>> {
            Ok(askama::filters::Safe($crate::game::text::in_bdi(
                &name.to_string(),
            )))
        }
        pub fn t(id: impl Display, _: Values) -> Out {
            Ok(filter_text($catalogue, &id, vec![], Markup::Text))
        }
        pub fn t1(id: impl Display, _: Values, a: &'static str, x: impl ToArg) -> Out {
            Ok(filter_text(
                $catalogue,
                &id,
                vec![(a, x.to_arg())],
                Markup::Text,
            ))
        }
        pub fn t2(
            id: impl Display,
            _: Values,
            a: &'static str,
            x: impl ToArg,
            b: &'static str,
            y: impl ToArg,
        ) -> Out {
            let args = vec![(a, x.to_arg()), (b, y.to_arg())];
            Ok(filter_text($catalogue, &id, args, Markup::Text))
        }
        #[allow(clippy::too_many_arguments)]
        pub fn t3(
            id: impl Display,
            _: Values,
            a: &'static str,
            x: impl ToArg,
            b: &'static str,
            y: impl ToArg,
            c: &'static str,
            z: impl ToArg,
        ) -> Out {
            let args = vec![(a, x.to_arg()), (b, y.to_arg()), (c, z.to_arg())];
            Ok(filter_text($catalogue, &id, args, Markup::Text))
        }
        pub fn th(id: impl Display, _: Values) -> Out {
            Ok(filter_text($catalogue, &id, vec![], Markup::Html))
        }
        pub fn th1(id: impl Display, _: Values, a: &'static str, x: impl ToArg) -> Out {
            Ok(filter_text(
                $catalogue,
                &id,
                vec![(a, x.to_arg())],
                Markup::Html,
            ))
        }
        pub fn th2(
            id: impl Display,
            _: Values,
            a: &'static str,
            x: impl ToArg,
            b: &'static str,
            y: impl ToArg,
        ) -> Out {
            let args = vec![(a, x.to_arg()), (b, y.to_arg())];
            Ok(filter_text($catalogue, &id, args, Markup::Html))
        }
    };
}
