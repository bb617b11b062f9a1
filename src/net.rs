//! Client addresses: which peers are the site's own reverse proxies (`TRUSTED_PROXIES`),
//! who the client behind them is, and what one client counts as for the per-address limits.
//!
//! `X-Forwarded-For` is read only when the TCP peer is a trusted proxy. The client is then
//! the right-most address of the header that is not itself a trusted proxy: every proxy
//! appends the address it received the request from, so everything left of that entry is
//! the client's own say-so (and may be forged).

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

/// An address block: an address and how many of its leading bits count (`10.0.0.0/8`,
/// `fd00::/8`; a bare address is a block of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    addr: IpAddr,
    prefix: u8,
}

impl Cidr {
    /// Whether `ip` lies in the block (IPv4 addresses written as IPv6 `::ffff:a.b.c.d`
    /// count as IPv4).
    pub fn contains(&self, ip: IpAddr) -> bool {
        match (self.addr, canonical(ip)) {
            (IpAddr::V4(net), IpAddr::V4(ip)) => {
                let mask = u32::MAX
                    .checked_shl(32 - u32::from(self.prefix))
                    .unwrap_or(0);
                u32::from(net) & mask == u32::from(ip) & mask
            }
            (IpAddr::V6(net), IpAddr::V6(ip)) => {
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.prefix))
                    .unwrap_or(0);
                u128::from(net) & mask == u128::from(ip) & mask
            }
            _ => false,
        }
    }
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(text: &str) -> Result<Cidr, String> {
        let (addr, prefix) = match text.split_once('/') {
            Some((addr, prefix)) => (addr, Some(prefix)),
            None => (text, None),
        };
        let addr: IpAddr = addr
            .parse()
            .map_err(|_| format!("{text:?} is not an address or an address block"))?;
        let addr = canonical(addr);
        let bits = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            None => bits,
            Some(p) => match p.parse::<u8>() {
                Ok(p) if p <= bits => p,
                _ => return Err(format!("{text:?}: the block's length must be 0 to {bits}")),
            },
        };
        Ok(Cidr { addr, prefix })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.addr, self.prefix)
    }
}

/// The site's own reverse proxies: the peers whose `X-Forwarded-For` is believed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Cidr>);

impl TrustedProxies {
    /// A list of addresses and blocks, separated by commas or spaces
    /// (`TRUSTED_PROXIES=127.0.0.1, 172.30.80.1`); empty: no proxy.
    pub fn parse(list: &str) -> Result<TrustedProxies, String> {
        list.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|item| !item.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .map(TrustedProxies)
    }

    /// This machine's own loopback addresses (what the deprecated `TRUST_PROXY=true` means).
    pub fn loopback() -> TrustedProxies {
        TrustedProxies(vec![
            Cidr {
                addr: IpAddr::V4(Ipv4Addr::new(127, 0, 0, 0)),
                prefix: 8,
            },
            Cidr {
                addr: IpAddr::V6(Ipv6Addr::LOCALHOST),
                prefix: 128,
            },
        ])
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `ip` is one of the site's proxies.
    pub fn contains(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|block| block.contains(ip))
    }

    /// The client of a request that came from `peer` with these `X-Forwarded-For` header
    /// values (in the order received): `peer` itself unless it is a trusted proxy; else the
    /// right-most forwarded address that is not a trusted proxy. When every forwarded
    /// address is a proxy, the left-most; when an entry cannot be read, the proxy that
    /// forwarded it (nothing left of a garbled entry can be believed).
    pub fn client<'a>(&self, peer: IpAddr, forwarded: impl IntoIterator<Item = &'a str>) -> IpAddr {
        let peer = canonical(peer);
        if !self.contains(peer) {
            return peer;
        }
        let entries: Vec<&str> = forwarded.into_iter().flat_map(|v| v.split(',')).collect();
        let mut client = peer;
        for entry in entries.iter().rev() {
            let Some(addr) = forwarded_address(entry) else {
                return client;
            };
            client = addr;
            if !self.contains(addr) {
                return addr;
            }
        }
        client
    }

    /// The list as configured, for the log at start.
    pub fn describe(&self) -> String {
        let blocks: Vec<String> = self.0.iter().map(Cidr::to_string).collect();
        blocks.join(", ")
    }
}

/// One `X-Forwarded-For` entry: an address, possibly with a port (`1.2.3.4:5678`,
/// `[2001:db8::1]:5678`).
fn forwarded_address(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    if let Ok(addr) = entry.parse::<IpAddr>() {
        return Some(canonical(addr));
    }
    if let Ok(socket) = entry.parse::<std::net::SocketAddr>() {
        return Some(canonical(socket.ip()));
    }
    None
}

/// IPv4 addresses written as IPv6 (`::ffff:a.b.c.d`) as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    }
}

/// What one client is counted as: its IPv4 address, or its IPv6 /64 (one subscriber's
/// network, which holds as many addresses as it likes).
pub fn address_key(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => IpAddr::V6((u128::from(v6) & !u128::from(u64::MAX)).into()),
        v4 => v4,
    }
}

/// Whether `ip` is an address no client on the Internet has: loopback, private (RFC 1918,
/// IPv6 unique local), link-local or shared (carrier NAT, RFC 6598) — what a proxy or a
/// container bridge is seen as when `TRUSTED_PROXIES` is not set right.
pub fn is_local(ip: IpAddr) -> bool {
    match canonical(ip) {
        IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || (a == 100 && (64..128).contains(&b))
        }
        IpAddr::V6(v6) => {
            let first = v6.segments()[0];
            v6.is_loopback()
                || v6.is_unspecified()
                || (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn blocks_contain_their_addresses() {
        let block: Cidr = "172.30.80.0/24".parse().unwrap();
        assert!(block.contains(ip("172.30.80.1")));
        assert!(block.contains(ip("::ffff:172.30.80.200")));
        assert!(!block.contains(ip("172.30.81.1")));
        assert!(!block.contains(ip("fd00::1")));
        let one: Cidr = "10.1.2.3".parse().unwrap();
        assert!(one.contains(ip("10.1.2.3")));
        assert!(!one.contains(ip("10.1.2.4")));
        let v6: Cidr = "fd00:1::/32".parse().unwrap();
        assert!(v6.contains(ip("fd00:1:ffff::9")));
        assert!(!v6.contains(ip("fd00:2::9")));
        let all: Cidr = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains(ip("203.0.113.9")));
        assert_eq!(one.to_string(), "10.1.2.3/32");
    }

    #[test]
    fn a_wrong_list_is_refused_with_the_entry_named() {
        let err = TrustedProxies::parse("127.0.0.1, proxy.example").unwrap_err();
        assert!(err.contains("proxy.example"), "{err}");
        let err = TrustedProxies::parse("10.0.0.0/33").unwrap_err();
        assert!(err.contains("0 to 32"), "{err}");
        assert!(TrustedProxies::parse("  ").unwrap().is_empty());
        let list = TrustedProxies::parse("127.0.0.1 ::1,10.0.0.0/8").unwrap();
        assert_eq!(list.describe(), "127.0.0.1/32, ::1/128, 10.0.0.0/8");
    }

    #[test]
    fn forwarded_for_is_read_only_from_a_trusted_peer() {
        let proxies = TrustedProxies::parse("127.0.0.1").unwrap();
        // A client that reaches the port directly forges what it likes: ignored.
        assert_eq!(
            proxies.client(ip("198.51.100.7"), ["203.0.113.1"]),
            ip("198.51.100.7")
        );
        // Through the proxy: the entry the proxy appended, not the forged one left of it.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["203.0.113.1, 198.51.100.7"]),
            ip("198.51.100.7")
        );
        // Several header lines are one list, in order.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["203.0.113.1", "198.51.100.8"]),
            ip("198.51.100.8")
        );
        // No header: the proxy itself.
        assert_eq!(proxies.client(ip("127.0.0.1"), []), ip("127.0.0.1"));
        // No proxy configured: never read.
        assert_eq!(
            TrustedProxies::default().client(ip("127.0.0.1"), ["203.0.113.1"]),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn the_client_is_the_rightmost_address_that_is_not_a_proxy() {
        let proxies = TrustedProxies::parse("127.0.0.1, 10.0.0.0/8").unwrap();
        // A chain of two proxies: the first one appended the client.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["1.2.3.4, 198.51.100.7, 10.0.0.5"]),
            ip("198.51.100.7")
        );
        // Every entry a proxy: the left-most.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["10.0.0.9, 10.0.0.5"]),
            ip("10.0.0.9")
        );
        // A garbled entry: nothing left of it is believed.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["1.2.3.4, unknown, 10.0.0.5"]),
            ip("10.0.0.5")
        );
        // Ports and IPv6 forms.
        assert_eq!(
            proxies.client(ip("127.0.0.1"), ["[2001:db8::7]:4711"]),
            ip("2001:db8::7")
        );
        assert_eq!(
            proxies.client(ip("::ffff:127.0.0.1"), ["198.51.100.7:80"]),
            ip("198.51.100.7")
        );
    }

    #[test]
    fn loopback_is_every_local_loop_address() {
        let loopback = TrustedProxies::loopback();
        assert!(loopback.contains(ip("127.0.0.1")));
        assert!(loopback.contains(ip("127.8.9.10")));
        assert!(loopback.contains(ip("::1")));
        assert!(!loopback.contains(ip("172.17.0.1")));
    }

    #[test]
    fn an_ipv6_client_counts_as_its_64() {
        assert_eq!(
            address_key(ip("2001:db8:1:2:aaaa::1")),
            ip("2001:db8:1:2::")
        );
        assert_eq!(address_key(ip("::ffff:192.0.2.1")), ip("192.0.2.1"));
        assert_eq!(address_key(ip("192.0.2.1")), ip("192.0.2.1"));
    }

    #[test]
    fn local_addresses_are_told_from_public_ones() {
        for local in [
            "127.0.0.1",
            "10.1.1.1",
            "172.17.0.1",
            "192.168.1.1",
            "169.254.1.1",
            "100.64.0.1",
            "::1",
            "fd12::1",
            "fe80::1",
            "::ffff:172.18.0.1",
        ] {
            assert!(is_local(ip(local)), "{local}");
        }
        for public in ["203.0.113.5", "8.8.8.8", "100.128.0.1", "2001:db8::1"] {
            assert!(!is_local(ip(public)), "{public}");
        }
    }
}
