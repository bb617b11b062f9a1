//! Webhooks: a small JSON POST to a URL the user chose, guarded against server-side
//! request forgery.
//!
//! A user-supplied URL must not make the server call into its own network. So: only
//! `http`/`https`; the host is resolved first and EVERY address it resolves to must be a
//! public one (no private, loopback, link-local, unique-local, multicast, unspecified or
//! otherwise reserved address, IPv4-mapped and NAT64 forms included); the request then
//! connects to the address that was checked (reqwest's `resolve` pins it, so a second DNS
//! answer cannot swap in another address: no rebinding window); redirects are not
//! followed and no proxy is used. `WEBHOOK_ALLOW_LOOPBACK` (tests only) lets loopback
//! addresses through for a local receiver.

use super::mail::SendError;
use crate::store::notify::OutboxItem;
use reqwest::Url;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// How long a webhook call may take.
const TIMEOUT: Duration = Duration::from_secs(10);
/// Longest accepted webhook URL.
const URL_MAX: usize = 2000;

/// A checked webhook target: where to connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub url: Url,
    /// The host name to pin (None for an IP literal).
    pub domain: Option<String>,
    /// The checked address the request connects to.
    pub addr: SocketAddr,
}

/// Whether `ip` is an address a webhook must never reach.
pub fn forbidden(ip: IpAddr, allow_loopback: bool) -> bool {
    if allow_loopback && is_loopback(ip) {
        return false;
    }
    match ip {
        IpAddr::V4(v4) => v4_forbidden(v4),
        IpAddr::V6(v6) => v6_forbidden(v6),
    }
}

fn is_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => {
            v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
    }
}

fn v4_forbidden(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    ip.is_private()            // 10/8, 172.16/12, 192.168/16
        || ip.is_loopback()    // 127/8
        || ip.is_link_local()  // 169.254/16 (cloud metadata lives here)
        || ip.is_multicast()   // 224/4
        || ip.is_unspecified() // 0.0.0.0
        || ip.is_broadcast()
        || ip.is_documentation()
        || a == 0                                  // "this network"
        || (a == 100 && (b & 0xc0) == 64)          // 100.64/10 shared (carrier NAT)
        || (a == 192 && b == 0 && c == 0)          // 192.0.0/24 protocol assignments
        || (a == 198 && (b & 0xfe) == 18)          // 198.18/15 benchmarking
        || a >= 240 // 240/4 reserved
}

fn v6_forbidden(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    let embedded_v4 = |hi: u16, lo: u16| Ipv4Addr::from(((hi as u32) << 16) | lo as u32);
    if let Some(v4) = ip.to_ipv4_mapped() {
        return v4_forbidden(v4); // ::ffff:a.b.c.d
    }
    ip.is_loopback()          // ::1
        || ip.is_unspecified() // ::
        || ip.is_multicast()   // ff00::/8
        || (s[0] & 0xfe00) == 0xfc00 // fc00::/7 unique local (fd00::/8 included)
        || (s[0] & 0xffc0) == 0xfe80 // fe80::/10 link-local
        || (s[0] & 0xffc0) == 0xfec0 // fec0::/10 old site-local
        || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
        || s[..6] == [0; 6] // ::a.b.c.d, the old IPv4-compatible form
        || (s[0] == 0x0064 && s[1] == 0xff9b && s[2..6] == [0; 4]
            && v4_forbidden(embedded_v4(s[6], s[7]))) // NAT64, 64:ff9b::/96
        || (s[0] == 0x0064 && s[1] == 0xff9b && s[2] == 0x0001) // local NAT64, 64:ff9b:1::/48
        || (s[0] == 0x2001 && s[1] == 0) // Teredo (2001::/32, an IPv4 hides inside)
        || s[..4] == [0x0100, 0, 0, 0] // 100::/64 discard-only
        || (s[0] == 0x2002 && v4_forbidden(embedded_v4(s[1], s[2]))) // 6to4
}

/// Parses and checks a webhook URL, resolving its host: every address must be allowed.
/// The message is for people.
pub async fn check_target(url: &str, allow_loopback: bool) -> Result<Target, String> {
    let url = url.trim();
    if url.len() > URL_MAX {
        return Err("the URL is too long".into());
    }
    let url = Url::parse(url).map_err(|e| format!("not a URL ({e})"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err("only http:// and https:// URLs are allowed".into());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("a URL with a user name or password is not allowed".into());
    }
    let port = url
        .port_or_known_default()
        .ok_or_else(|| "the URL has no port".to_string())?;
    let host = url
        .host_str()
        .ok_or_else(|| "the URL has no host".to_string())?;
    // IPv6 literals come bracketed.
    let literal = host.trim_start_matches('[').trim_end_matches(']');
    let (domain, addrs) = match literal.parse::<IpAddr>() {
        Ok(ip) => (None, vec![SocketAddr::new(ip, port)]),
        Err(_) => {
            let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host, port))
                .await
                .map_err(|e| format!("cannot find the host {host} ({e})"))?
                .collect();
            (Some(host.to_string()), addrs)
        }
    };
    let Some(&first) = addrs.first() else {
        return Err("the host has no address".into());
    };
    if let Some(bad) = addrs.iter().find(|a| forbidden(a.ip(), allow_loopback)) {
        return Err(format!(
            "{} is a private or reserved address; webhooks may only call public addresses",
            bad.ip()
        ));
    }
    Ok(Target {
        url,
        domain,
        addr: first,
    })
}

/// The JSON a webhook receives: `content` (Discord) and `text` (Slack, Mattermost) carry
/// the same sentence; the other fields are for programs.
pub fn payload(text: &str, kind: &str, game_id: uuid::Uuid, game_url: &str) -> serde_json::Value {
    serde_json::json!({
        "content": text,
        "text": text,
        "kind": kind,
        "game_id": game_id,
        "url": game_url,
    })
}

/// POSTs a webhook outbox row (its body is the JSON) after checking the target again.
pub async fn deliver(item: &OutboxItem, allow_loopback: bool) -> Result<(), SendError> {
    let target = check_target(&item.recipient, allow_loopback)
        .await
        .map_err(|e| SendError::Permanent(format!("webhook refused: {e}")))?;
    let mut client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(TIMEOUT)
        .connect_timeout(TIMEOUT)
        .user_agent(concat!("maipenrai/", env!("CARGO_PKG_VERSION")));
    if let Some(domain) = &target.domain {
        // Connect to the address just checked, not to whatever DNS says next.
        client = client.resolve(domain, target.addr);
    }
    let client = client
        .build()
        .map_err(|e| SendError::Temporary(format!("cannot build an HTTP client: {e}")))?;
    let response = client
        .post(target.url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        // The same on a repeat after a crash (see the worker): receivers may deduplicate.
        .header("Idempotency-Key", item.outbox_id.to_string())
        .body(item.body.clone())
        .send()
        .await
        .map_err(|e| SendError::Temporary(format!("webhook call failed: {e}")))?;
    let status = response.status();
    if status.is_success() {
        Ok(())
    } else if status.is_redirection() {
        Err(SendError::Permanent(format!(
            "the webhook answered {status}: redirects are not followed"
        )))
    } else if status.as_u16() == 429 || status.is_server_error() {
        Err(SendError::Temporary(format!(
            "the webhook answered {status}"
        )))
    } else {
        Err(SendError::Permanent(format!(
            "the webhook answered {status}"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(ip: &str) -> bool {
        forbidden(ip.parse().unwrap(), false)
    }

    #[test]
    fn private_and_reserved_addresses_are_refused() {
        for ip in [
            "127.0.0.1",
            "127.1.2.3",
            "10.0.0.1",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "100.64.0.1",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "fc00::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "64:ff9b:1::a9fe:a9fe",
            "64:ff9b:1:ffff::1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "100::1",
            "2002:0a00:0001::1",
        ] {
            assert!(refused(ip), "{ip} must be refused");
        }
        for ip in [
            "93.184.216.34",
            "1.1.1.1",
            "2606:4700:4700::1111",
            "64:ff9b::5db8:d822",
        ] {
            assert!(!refused(ip), "{ip} is public");
        }
    }

    #[test]
    fn the_test_override_allows_only_loopback() {
        assert!(!forbidden("127.0.0.1".parse().unwrap(), true));
        assert!(!forbidden("::1".parse().unwrap(), true));
        assert!(forbidden("10.0.0.1".parse().unwrap(), true));
        assert!(forbidden("169.254.169.254".parse().unwrap(), true));
    }

    #[tokio::test]
    async fn only_http_urls_to_public_hosts_pass() {
        assert!(check_target("ftp://93.184.216.34/x", false).await.is_err());
        assert!(check_target("file:///etc/passwd", false).await.is_err());
        assert!(check_target("http://user:pw@93.184.216.34/", false)
            .await
            .is_err());
        assert!(check_target("http://127.0.0.1:8080/hook", false)
            .await
            .is_err());
        assert!(check_target("http://[fd00::1]/hook", false).await.is_err());
        let ok = check_target("https://93.184.216.34/hook", false)
            .await
            .unwrap();
        assert_eq!(ok.addr, "93.184.216.34:443".parse().unwrap());
        assert!(ok.domain.is_none());
    }
}
