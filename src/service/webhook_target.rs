//! Which URLs a webhook may call: the guard against server-side request forgery, used
//! when a person saves a webhook (the settings) and again before every call
//! (`crate::notify::webhook`).
//!
//! A user-supplied URL must not make the server call into its own network, nor serve to
//! probe other people's services. So: only `http`/`https`; the host is resolved first and
//! EVERY address it resolves to must be a public one — not in any range of the IANA
//! special-purpose registries, multicast or reserved (tables `V4_RANGES`, `V6_RANGES`;
//! IPv6 forms that carry an IPv4 address — mapped, NAT64, 6to4 — are judged by the
//! address inside); only the ports of the web ([`PORTS`]: 80, 443, 8080, 8443). The
//! call then connects to the address that was checked ([`Target::addr`]).
//! `WEBHOOK_ALLOW_LOOPBACK` (tests only) lets loopback addresses and any port through for
//! a local receiver.

use crate::game::text::{site, t};
use crate::game::Message;
use reqwest::Url;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

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

/// The ports a webhook may call: the web's own and their usual alternates. Anything else
/// would let the settings page probe other services (mail, databases, SSH) of third
/// parties.
pub const PORTS: [u16; 4] = [80, 443, 8080, 8443];

/// What a refused range is, in words for the person who typed the URL.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The server itself (127/8, ::1): the one kind `WEBHOOK_ALLOW_LOOPBACK` waives.
    Loopback,
    /// Any other range no webhook may call; the words say which.
    Special(&'static str),
    /// A form with an IPv4 address inside: refused when that address is.
    Embeds(&'static str),
}

/// The IANA IPv4 Special-Purpose Address Registry, whole (also its globally reachable
/// entries: anycast services and relays are no webhook receivers), with multicast, the
/// reserved 240/4 and broadcast.
const V4_RANGES: &[(Ipv4Addr, u8, Kind)] = {
    use Kind::*;
    &[
        (Ipv4Addr::new(0, 0, 0, 0), 8, Special("a \"this network\"")),
        (Ipv4Addr::new(10, 0, 0, 0), 8, Special("a private network")),
        (
            Ipv4Addr::new(100, 64, 0, 0),
            10,
            Special("a carrier-grade NAT (shared)"),
        ),
        (Ipv4Addr::new(127, 0, 0, 0), 8, Loopback),
        (
            Ipv4Addr::new(169, 254, 0, 0),
            16,
            Special("a link-local (cloud metadata)"),
        ),
        (
            Ipv4Addr::new(172, 16, 0, 0),
            12,
            Special("a private network"),
        ),
        (Ipv4Addr::new(192, 0, 0, 0), 24, Special("an IETF protocol")),
        (Ipv4Addr::new(192, 0, 2, 0), 24, Special("a documentation")),
        (Ipv4Addr::new(192, 31, 196, 0), 24, Special("an AS112 DNS")),
        (Ipv4Addr::new(192, 52, 193, 0), 24, Special("an AMT relay")),
        (Ipv4Addr::new(192, 88, 99, 0), 24, Special("a 6to4 relay")),
        (
            Ipv4Addr::new(192, 168, 0, 0),
            16,
            Special("a private network"),
        ),
        (Ipv4Addr::new(192, 175, 48, 0), 24, Special("an AS112 DNS")),
        (Ipv4Addr::new(198, 18, 0, 0), 15, Special("a benchmarking")),
        (
            Ipv4Addr::new(198, 51, 100, 0),
            24,
            Special("a documentation"),
        ),
        (
            Ipv4Addr::new(203, 0, 113, 0),
            24,
            Special("a documentation"),
        ),
        (Ipv4Addr::new(224, 0, 0, 0), 4, Special("a multicast")),
        (
            Ipv4Addr::new(240, 0, 0, 0),
            4,
            Special("a reserved (or broadcast)"),
        ),
    ]
};

/// The IANA IPv6 Special-Purpose Address Registry, whole, with multicast, the old
/// site-local range and the old IPv4-compatible form. Forms that carry an IPv4 address
/// are refused when it is ([`embedded_v4`]).
const V6_RANGES: &[(Ipv6Addr, u8, Kind)] = {
    use Kind::*;
    const fn a(s: [u16; 8]) -> Ipv6Addr {
        Ipv6Addr::new(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7])
    }
    &[
        (a([0, 0, 0, 0, 0, 0, 0, 1]), 128, Loopback),
        (a([0, 0, 0, 0, 0, 0, 0, 0]), 128, Special("the unspecified")),
        // ::a.b.c.d, deprecated: no host is reached this way.
        (
            a([0, 0, 0, 0, 0, 0, 0, 0]),
            96,
            Special("an IPv4-compatible (obsolete)"),
        ),
        (
            a([0, 0, 0, 0, 0, 0xffff, 0, 0]),
            96,
            Embeds("an IPv4-mapped form"),
        ),
        // ::ffff:0:a.b.c.d, stateless IP/ICMP translation (SIIT), RFC 2765.
        (
            a([0, 0, 0, 0, 0xffff, 0, 0, 0]),
            96,
            Special("an IPv4-translated (SIIT)"),
        ),
        (
            a([0x64, 0xff9b, 0, 0, 0, 0, 0, 0]),
            96,
            Embeds("a NAT64 form"),
        ),
        (
            a([0x64, 0xff9b, 1, 0, 0, 0, 0, 0]),
            48,
            Special("a local NAT64"),
        ),
        (
            a([0x100, 0, 0, 0, 0, 0, 0, 0]),
            64,
            Special("a discard-only"),
        ),
        (
            a([0x100, 0, 0, 1, 0, 0, 0, 0]),
            64,
            Special("a dummy IPv6 prefix"),
        ),
        // Teredo (an IPv4 hides inside), benchmarking, ORCHID, AMT, AS112…
        (
            a([0x2001, 0, 0, 0, 0, 0, 0, 0]),
            23,
            Special("an IETF protocol (Teredo and others)"),
        ),
        (
            a([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]),
            32,
            Special("a documentation"),
        ),
        (a([0x2002, 0, 0, 0, 0, 0, 0, 0]), 16, Embeds("a 6to4 form")),
        (
            a([0x2620, 0x4f, 0x8000, 0, 0, 0, 0, 0]),
            48,
            Special("an AS112 DNS"),
        ),
        (
            a([0x3fff, 0, 0, 0, 0, 0, 0, 0]),
            20,
            Special("a documentation"),
        ),
        (
            a([0x5f00, 0, 0, 0, 0, 0, 0, 0]),
            16,
            Special("a segment routing"),
        ),
        (
            a([0xfc00, 0, 0, 0, 0, 0, 0, 0]),
            7,
            Special("a unique-local (private network)"),
        ),
        (
            a([0xfe80, 0, 0, 0, 0, 0, 0, 0]),
            10,
            Special("a link-local"),
        ),
        (
            a([0xfec0, 0, 0, 0, 0, 0, 0, 0]),
            10,
            Special("a site-local (obsolete)"),
        ),
        (a([0xff00, 0, 0, 0, 0, 0, 0, 0]), 8, Special("a multicast")),
    ]
};

fn v4_in(ip: Ipv4Addr, net: Ipv4Addr, len: u8) -> bool {
    let mask = u32::MAX.checked_shl(32 - u32::from(len)).unwrap_or(0);
    u32::from(ip) & mask == u32::from(net) & mask
}

fn v6_in(ip: Ipv6Addr, net: Ipv6Addr, len: u8) -> bool {
    let mask = u128::MAX.checked_shl(128 - u32::from(len)).unwrap_or(0);
    u128::from(ip) & mask == u128::from(net) & mask
}

/// The IPv4 address inside an IPv6 form of [`Kind::Embeds`]: the last 32 bits, or for
/// 6to4 (2002:V4ADDR::/48) the 32 bits after the prefix.
fn embedded_v4(ip: Ipv6Addr) -> Ipv4Addr {
    let bits = u128::from(ip);
    if ip.segments()[0] == 0x2002 {
        Ipv4Addr::from((bits >> 80) as u32)
    } else {
        Ipv4Addr::from(bits as u32)
    }
}

/// Why a webhook must not call `ip`, in plain words ("a private network address"); None
/// when it may.
pub fn refusal(ip: IpAddr, allow_loopback: bool) -> Option<String> {
    let kind = match ip {
        IpAddr::V4(v4) => V4_RANGES
            .iter()
            .find(|(net, len, _)| v4_in(v4, *net, *len))
            .map(|r| r.2),
        IpAddr::V6(v6) => V6_RANGES
            .iter()
            .find(|(net, len, _)| v6_in(v6, *net, *len))
            .map(|r| r.2),
    }?;
    match (kind, ip) {
        (Kind::Loopback, _) if allow_loopback => None,
        (Kind::Loopback, _) => Some("a loopback address (the server itself)".into()),
        (Kind::Special(what), _) => Some(format!("{what} address")),
        (Kind::Embeds(what), IpAddr::V6(v6)) => {
            let v4 = embedded_v4(v6);
            refusal(IpAddr::V4(v4), allow_loopback).map(|why| format!("{what} of {v4}, {why}"))
        }
        // Only the IPv6 table has forms with an address inside.
        (Kind::Embeds(_), IpAddr::V4(_)) => None,
    }
}

/// Whether `ip` is an address a webhook must never reach.
pub fn forbidden(ip: IpAddr, allow_loopback: bool) -> bool {
    refusal(ip, allow_loopback).is_some()
}

/// What a person is told of every refused address, whatever the reason: what the host
/// resolves to is no business of the settings page (it would answer DNS questions about
/// the server's own network). The reason goes to the server's log.
pub fn refused_address() -> String {
    t("settings-webhook-refused-address")
}

/// Parses and checks a webhook URL, resolving its host: every address must be allowed.
/// The message is for people.
pub async fn check_target(url: &str, allow_loopback: bool) -> Result<Target, String> {
    let url = url.trim();
    if url.len() > URL_MAX {
        return Err(t("settings-webhook-too-long"));
    }
    let url = Url::parse(url)
        .map_err(|e| site(&Message::new("settings-webhook-not-url").arg("error", e.to_string())))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(t("settings-webhook-scheme"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(t("settings-webhook-credentials"));
    }
    let port = url
        .port_or_known_default()
        .ok_or_else(|| t("settings-webhook-no-port"))?;
    let host = url
        .host_str()
        .ok_or_else(|| t("settings-webhook-no-host"))?;
    // IPv6 literals come bracketed.
    let literal = host.trim_start_matches('[').trim_end_matches(']');
    let (domain, addrs) = match literal.parse::<IpAddr>() {
        Ok(ip) => (None, vec![SocketAddr::new(ip, port)]),
        Err(_) => {
            let addrs: Vec<SocketAddr> = tokio::net::lookup_host((host, port))
                .await
                .map_err(|e| {
                    // Told as any refused address: "not found" against "refused" would
                    // tell which internal names exist.
                    tracing::info!(host, "webhook refused: host not found: {e}");
                    refused_address()
                })?
                .collect();
            (Some(host.to_string()), addrs)
        }
    };
    let Some(&first) = addrs.first() else {
        tracing::info!(host, "webhook refused: the host has no address");
        return Err(refused_address());
    };
    for addr in &addrs {
        if let Some(why) = refusal(addr.ip(), allow_loopback) {
            tracing::info!(host, ip = %addr.ip(), "webhook refused: {why}");
            return Err(refused_address());
        }
    }
    // The test override is for a local receiver, which listens on any free port.
    if !allow_loopback && !PORTS.contains(&port) {
        return Err(site(
            &Message::new("settings-webhook-port").arg("port", port.to_string()),
        ));
    }
    Ok(Target {
        url,
        domain,
        addr: first,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(ip: &str) -> bool {
        forbidden(ip.parse().unwrap(), false)
    }

    #[test]
    fn special_purpose_ipv4_addresses_are_refused() {
        for ip in [
            "0.0.0.0",
            "0.1.2.3",
            "10.0.0.1",
            "10.255.255.255",
            "100.64.0.1",
            "100.127.255.254",
            "127.0.0.1",
            "127.1.2.3",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.0.0.1",
            "192.0.0.9",
            "192.0.0.170",
            "192.0.2.1",
            "192.31.196.1",
            "192.52.193.1",
            "192.88.99.1",
            "192.168.1.1",
            "192.175.48.1",
            "198.18.0.1",
            "198.19.255.255",
            "198.51.100.7",
            "203.0.113.9",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "255.255.255.255",
        ] {
            assert!(refused(ip), "{ip} must be refused");
        }
        for ip in [
            "1.1.1.1",
            "8.8.8.8",
            "9.255.255.255",
            "11.0.0.1",
            "93.184.216.34",
            "100.63.255.255",
            "100.128.0.1",
            "126.255.255.255",
            "128.0.0.1",
            "169.253.255.255",
            "172.15.255.255",
            "172.32.0.1",
            "192.0.1.1",
            "192.0.3.1",
            "192.167.255.255",
            "192.169.0.1",
            "198.17.255.255",
            "198.20.0.1",
            "198.51.101.1",
            "203.0.114.1",
            "223.255.255.255",
        ] {
            assert!(!refused(ip), "{ip} is public");
        }
    }

    #[test]
    fn special_purpose_ipv6_addresses_are_refused() {
        for ip in [
            "::",
            "::1",
            "::2",
            "::127.0.0.1",
            "::8.8.8.8",
            // IPv4-mapped: the address inside decides.
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            // IPv4-translated (SIIT), ::ffff:0:0:0/96: refused whatever is inside.
            "::ffff:0:7f00:1",
            "::ffff:0:808:808",
            "64:ff9b::a9fe:a9fe",
            "64:ff9b::127.0.0.1",
            "64:ff9b::10.1.2.3",
            "64:ff9b:1::a9fe:a9fe",
            "64:ff9b:1:ffff::1",
            "64:ff9b:1::808:808",
            "100::1",
            "100::ffff:ffff:ffff:ffff",
            "100:0:0:1::1",
            "2001::1",
            "2001:0:4136:e378:8000:63bf:3fff:fdd2",
            "2001:2::1",
            "2001:3::1",
            "2001:4:112::1",
            "2001:10::1",
            "2001:20::1",
            "2001:1ff:ffff::1",
            "2001:db8::1",
            "2001:db8:ffff::1",
            "2002:7f00:1::1",
            "2002:0a00:0001::1",
            "2002:c0a8:101::1",
            "2620:4f:8000::1",
            "3fff::1",
            "3fff:fff:ffff::1",
            "5f00::1",
            "fc00::1",
            "fd00::1",
            "fdff:ffff::1",
            "fe80::1",
            "febf::1",
            "fec0::1",
            "ff02::1",
            "ff0e::1",
        ] {
            assert!(refused(ip), "{ip} must be refused");
        }
        for ip in [
            "2606:4700:4700::1111",
            "2a00:1450:4001:80b::200e",
            "2001:200::1",
            "2001:db7:ffff::1",
            "2001:db9::1",
            "2002:808:808::1",
            "2620:4f:8001::1",
            "3ffe::1",
            "4000::1",
            "::ffff:93.184.216.34",
            "::fffe:7f00:1",
            "64:ff9b::5db8:d822",
            "64:ff9b::8.8.8.8",
            "64:ff9a::1",
            "fbff::1",
            "fe00::1",
        ] {
            assert!(!refused(ip), "{ip} is public");
        }
    }

    #[test]
    fn the_test_override_allows_only_loopback() {
        assert!(!forbidden("127.0.0.1".parse().unwrap(), true));
        assert!(!forbidden("::1".parse().unwrap(), true));
        assert!(!forbidden("::ffff:127.0.0.1".parse().unwrap(), true));
        assert!(forbidden("10.0.0.1".parse().unwrap(), true));
        assert!(forbidden("169.254.169.254".parse().unwrap(), true));
        assert!(forbidden("::ffff:0:7f00:1".parse().unwrap(), true));
    }

    #[tokio::test]
    async fn a_host_that_cannot_be_found_is_refused_like_an_internal_one() {
        let unknown = check_target("http://no-such-host.invalid/hook", false).await;
        let internal = check_target("http://10.1.2.3/hook", false).await;
        assert_eq!(unknown.err(), Some(refused_address()));
        assert_eq!(internal.err(), Some(refused_address()));
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
        assert!(check_target("http://[::ffff:0:7f00:1]/", false)
            .await
            .is_err());
        assert!(check_target("http://[::ffff:7f00:1]/", false)
            .await
            .is_err());
        let ok = check_target("https://93.184.216.34/hook", false)
            .await
            .unwrap();
        assert_eq!(ok.addr, "93.184.216.34:443".parse().unwrap());
        assert!(ok.domain.is_none());
    }

    #[tokio::test]
    async fn only_web_ports_pass() {
        for url in [
            "http://93.184.216.34/hook",
            "https://93.184.216.34/hook",
            "http://93.184.216.34:80/hook",
            "https://93.184.216.34:443/hook",
            "http://93.184.216.34:8080/hook",
            "https://93.184.216.34:8443/hook",
            "https://93.184.216.34:80/hook",
            "http://93.184.216.34:443/hook",
            "http://[2606:4700:4700::1111]:8080/hook",
        ] {
            assert!(check_target(url, false).await.is_ok(), "{url} must pass");
        }
        for port in [
            1, 21, 22, 25, 53, 81, 110, 4430, 444, 3306, 5432, 6379, 8000, 8081, 8442, 9200, 11211,
            65535,
        ] {
            let url = format!("http://93.184.216.34:{port}/hook");
            let err = check_target(&url, false).await.expect_err(&url);
            assert!(err.contains(&format!("not {port}")), "{url}: {err}");
        }
        // A local receiver for tests listens on any port.
        assert!(check_target("http://127.0.0.1:54321/hook", true)
            .await
            .is_ok());
        assert!(check_target("http://93.184.216.34:54321/hook", true)
            .await
            .is_ok());
    }

    #[tokio::test]
    async fn refused_addresses_get_one_message_that_tells_nothing_of_them() {
        let err = |url: &'static str| async move { check_target(url, false).await.unwrap_err() };
        for url in [
            "http://[::ffff:0:7f00:1]/",
            "http://[::ffff:7f00:1]/",
            "http://10.0.0.1/",
            "http://localhost/",
        ] {
            assert_eq!(err(url).await, refused_address(), "{url}");
            assert_eq!(
                err(url).await,
                "this address cannot receive webhooks: use a public http(s) address"
            );
        }
        assert_eq!(
            err("http://93.184.216.34:25/").await,
            "webhooks may only use port 80, 443, 8080 or 8443, not 25"
        );
        // The reasons, for the log.
        assert_eq!(
            refusal("::ffff:7f00:1".parse().unwrap(), false).as_deref(),
            Some("an IPv4-mapped form of 127.0.0.1, a loopback address (the server itself)")
        );
        assert_eq!(
            refusal("10.0.0.1".parse().unwrap(), false).as_deref(),
            Some("a private network address")
        );
    }
}
