//! Links in text people wrote (the chat), shown so that they cannot pass for others: a
//! host name that mixes scripts — a Cyrillic `а` among Latin letters, `аpple.com` — is
//! shown in its ASCII (punycode, `xn--pple-43d.com`) form, as browsers do in their address
//! bar; one script alone (`münchen.de`, `пример.рф`) is shown as written. Direction
//! controls, which could turn `gpj.exe` into `exe.jpg` on screen, are refused when text is
//! written (`service::refuse_direction_controls`) and dropped here from anything stored
//! before.

/// The link `url` (an `http(s)://` address as written) as it is shown and followed; None
/// when it is no valid address (it is then shown as plain text).
pub fn shown_link(url: &str) -> Option<String> {
    let parsed = reqwest::Url::parse(url).ok()?;
    let host = host_as_written(url)?;
    if host.is_ascii() || !mixes_scripts(host) {
        return Some(url.to_string());
    }
    // The parser already turned the host into its ASCII form.
    let ascii = parsed.host_str()?;
    Some(url.replacen(host, ascii, 1))
}

/// `text` without direction controls (U+202A–202E, U+2066–2069).
pub fn without_direction_controls(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(crate::service::is_direction_control) {
        text.chars()
            .filter(|c| !crate::service::is_direction_control(*c))
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}

/// The host of `url` as written: after `://`, without user name and port.
fn host_as_written(url: &str) -> Option<&str> {
    let rest = &url[url.find("://")? + 3..];
    let authority = rest.split(['/', '?', '#', '\\']).next()?;
    let host = authority.rsplit_once('@').map_or(authority, |(_, h)| h);
    if host.starts_with('[') {
        return Some(host);
    }
    Some(match host.rsplit_once(':') {
        Some((h, port)) if port.chars().all(|c| c.is_ascii_digit()) => h,
        _ => host,
    })
}

/// What script a letter is written in, roughly: the scripts with look-alikes of Latin
/// letters by name, Chinese and Japanese together, any other by its 128-character block;
/// None for digits, hyphens and other signs.
fn script(c: char) -> Option<u32> {
    const LATIN: u32 = 1 << 20;
    const GREEK: u32 = LATIN + 1;
    const CYRILLIC: u32 = LATIN + 2;
    const HAN_KANA: u32 = LATIN + 3;
    const HANGUL: u32 = LATIN + 4;
    if !c.is_alphabetic() {
        return None;
    }
    Some(match c as u32 {
        0..=0x024F | 0x1E00..=0x1EFF | 0x2C60..=0x2C7F | 0xA720..=0xA7FF | 0xFF21..=0xFF5A => LATIN,
        0x0370..=0x03FF | 0x1F00..=0x1FFF => GREEK,
        0x0400..=0x052F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => CYRILLIC,
        0x3040..=0x30FF | 0x31F0..=0x31FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF => {
            HAN_KANA
        }
        0x1100..=0x11FF | 0x3130..=0x318F | 0xAC00..=0xD7AF => HANGUL,
        other => other >> 7,
    })
}

/// Whether a label of `host` has letters of two scripts. Latin with Chinese, Japanese or
/// Korean letters is a common mix without look-alikes and does not count.
fn mixes_scripts(host: &str) -> bool {
    let latin = script('a');
    let cjk = [script('中'), script('한')];
    host.split(['.', '。', '．', '｡']).any(|label| {
        let mut scripts: Vec<Option<u32>> =
            label.chars().map(script).filter(Option::is_some).collect();
        scripts.sort_unstable();
        scripts.dedup();
        match scripts.as_slice() {
            [] | [_] => false,
            [a, b] => !(*a == latin && cjk.contains(b) || *b == latin && cjk.contains(a)),
            _ => true,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_script_hosts_are_shown_in_ascii() {
        // A Cyrillic "а" (U+0430) in a Latin name.
        assert_eq!(
            shown_link("https://\u{430}pple.com/login").as_deref(),
            Some("https://xn--pple-43d.com/login")
        );
        // Greek omicron among Latin letters, with a port and a user name.
        let shown = shown_link("http://me@g\u{3bf}\u{3bf}gle.com:8080/").unwrap();
        assert!(
            shown.starts_with("http://me@xn--") && shown.ends_with(".com:8080/"),
            "{shown}"
        );
        // One script alone is shown as written; so are plain ASCII hosts.
        for url in [
            "https://münchen.de/",
            "https://пример.рф/путь",
            "https://example.org/a?b=1",
            "https://中文abc.cn/",
        ] {
            assert_eq!(shown_link(url).as_deref(), Some(url));
        }
        assert_eq!(shown_link("http://[zz]/"), None);
    }

    #[test]
    fn direction_controls_are_dropped() {
        assert_eq!(
            without_direction_controls("photo\u{202e}gpj.exe and \u{2066}x\u{2069}"),
            "photogpj.exe and x"
        );
        assert_eq!(without_direction_controls("plain"), "plain");
    }
}
