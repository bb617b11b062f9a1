//! Just enough HTML reading for tests that must not depend on a page's markup: the forms
//! of a page (action, method, the fields a browser would submit), its same-site links and
//! the text people read on it.

use maipenrai::http::testing::html_unescape;

/// A form as a browser would submit it unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    pub method: String,
    /// The action path (with its query, if any).
    pub action: String,
    pub fields: Vec<(String, String)>,
}

impl Form {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The fields with `name` set to `value` (added when missing), or removed for None.
    pub fn with(&self, name: &str, value: Option<&str>) -> Vec<(String, String)> {
        let mut fields: Vec<(String, String)> = self
            .fields
            .iter()
            .filter(|(k, _)| k != name)
            .cloned()
            .collect();
        if let Some(v) = value {
            fields.push((name.to_string(), v.to_string()));
        }
        fields
    }
}

/// The value of attribute `name` in the tag text `<tag a="b" …>`.
pub fn attr(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let mut from = 0;
    while let Some(i) = lower[from..].find(name) {
        let at = from + i;
        from = at + name.len();
        let before = lower[..at].chars().next_back();
        if !before.is_some_and(|c| c.is_whitespace()) {
            continue;
        }
        let rest = tag[at + name.len()..].trim_start();
        let Some(rest) = rest.strip_prefix('=') else {
            // A boolean attribute.
            if rest.is_empty()
                || rest.starts_with(['>', '/', ' '])
                || rest.starts_with(char::is_whitespace)
            {
                return Some(String::new());
            }
            continue;
        };
        let rest = rest.trim_start();
        let value = if let Some(r) = rest.strip_prefix('"') {
            &r[..r.find('"').unwrap_or(r.len())]
        } else if let Some(r) = rest.strip_prefix('\'') {
            &r[..r.find('\'').unwrap_or(r.len())]
        } else {
            let end = rest
                .find(|c: char| c.is_whitespace() || c == '>')
                .unwrap_or(rest.len());
            &rest[..end]
        };
        return Some(html_unescape(value));
    }
    None
}

/// The tags `<name …>` in `html`, as their full text.
fn tags<'a>(html: &'a str, name: &str) -> Vec<(usize, &'a str)> {
    let lower = html.to_ascii_lowercase();
    let needle = format!("<{name}");
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = lower[from..].find(&needle) {
        let at = from + i;
        from = at + needle.len();
        let next = lower[from..].chars().next();
        if !next.is_some_and(|c| c.is_whitespace() || c == '>' || c == '/') {
            continue;
        }
        let end = html[at..].find('>').map_or(html.len(), |e| at + e + 1);
        out.push((at, &html[at..end]));
    }
    out
}

/// Every form of the page with the fields a browser would send as it stands.
pub fn forms(html: &str) -> Vec<Form> {
    let lower = html.to_ascii_lowercase();
    let mut out = Vec::new();
    for (at, tag) in tags(html, "form") {
        let end = lower[at..].find("</form").map_or(html.len(), |e| at + e);
        let body = &html[at..end];
        let method = attr(tag, "method")
            .unwrap_or_else(|| "get".into())
            .to_lowercase();
        let action = attr(tag, "action").unwrap_or_default();
        let mut fields = Vec::new();
        for (_, input) in tags(body, "input") {
            let Some(name) = attr(input, "name") else {
                continue;
            };
            let kind = attr(input, "type")
                .unwrap_or_else(|| "text".into())
                .to_lowercase();
            let value = attr(input, "value").unwrap_or_default();
            match kind.as_str() {
                "checkbox" | "radio" => {
                    if attr(input, "checked").is_some() {
                        fields.push((name, if value.is_empty() { "on".into() } else { value }));
                    }
                }
                "submit" | "button" | "image" | "reset" | "file" => {}
                _ => fields.push((name, value)),
            }
        }
        let body_lower = body.to_ascii_lowercase();
        for (s, select) in tags(body, "select") {
            let Some(name) = attr(select, "name") else {
                continue;
            };
            let close = body_lower[s..]
                .find("</select")
                .map_or(body.len(), |e| s + e);
            let options = tags(&body[s..close], "option");
            let chosen = options
                .iter()
                .find(|(_, o)| attr(o, "selected").is_some())
                .or(options.first());
            if let Some((o_at, o)) = chosen {
                let value = attr(o, "value").unwrap_or_else(|| {
                    let text = &body[s + o_at + o.len()..];
                    html_unescape(text[..text.find('<').unwrap_or(text.len())].trim())
                });
                fields.push((name, value));
            }
        }
        for (t, area) in tags(body, "textarea") {
            let Some(name) = attr(area, "name") else {
                continue;
            };
            let text = &body[t + area.len()..];
            let close = text
                .to_ascii_lowercase()
                .find("</textarea")
                .unwrap_or(text.len());
            fields.push((name, html_unescape(&text[..close])));
        }
        // The first submit button with a name is sent as well.
        for (_, button) in tags(body, "button") {
            let kind = attr(button, "type").unwrap_or_else(|| "submit".into());
            if kind.eq_ignore_ascii_case("submit") {
                if let Some(name) = attr(button, "name") {
                    fields.push((name, attr(button, "value").unwrap_or_default()));
                }
                break;
            }
        }
        out.push(Form {
            method,
            action,
            fields,
        });
    }
    out
}

/// Same-site links (`href="/…"`) of the page, fragments removed.
pub fn links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (_, tag) in tags(html, "a") {
        if let Some(href) = attr(tag, "href") {
            if href.starts_with('/') && !href.starts_with("//") {
                let href = href.split('#').next().unwrap_or("").to_string();
                if !href.is_empty() {
                    out.push(href);
                }
            }
        }
    }
    out
}

/// The visible text of a page: its text outside tags, scripts and styles, and the
/// attributes people read (tooltips, labels, placeholders, images' texts, buttons' words).
pub fn visible_text(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(open) = rest.find('<') {
        out.push(html_unescape(&rest[..open]));
        let after = &rest[open..];
        let lower = after.get(..8).unwrap_or(after).to_ascii_lowercase();
        // Skip what a browser does not show (scripts, styles, comments) and code, which
        // is a command or notation to copy as it is.
        let skip_to = if lower.starts_with("<script") {
            after.find("</script>").map(|e| e + 9)
        } else if lower.starts_with("<style") {
            after.find("</style>").map(|e| e + 8)
        } else if lower.starts_with("<!--") {
            after.find("-->").map(|e| e + 3)
        } else if lower.starts_with("<pre") {
            after.find("</pre>").map(|e| e + 6)
        } else if lower.starts_with("<code") {
            after.find("</code>").map(|e| e + 7)
        } else {
            None
        };
        if let Some(end) = skip_to {
            rest = &after[end..];
            continue;
        }
        let Some(close) = after.find('>') else { break };
        let tag = &after[..=close];
        for name in ["title", "aria-label", "placeholder", "alt"] {
            if let Some(value) = attr(tag, name) {
                out.push(html_unescape(&value));
            }
        }
        let input = tag.starts_with("<input");
        let kind = attr(tag, "type").unwrap_or_default();
        if input && (kind == "submit" || kind == "button") {
            if let Some(value) = attr(tag, "value") {
                out.push(html_unescape(&value));
            }
        }
        rest = &after[close + 1..];
    }
    out.push(html_unescape(rest));
    out
}
