//! A verifiable setup (`docs/verifiable-setup.md`): when a game starts, the server commits
//! to its seq-0 setup — everything drawn at random before the first move, such as the
//! order of a deck — by publishing SHA-256 over the setup's canonical JSON followed by 32
//! random bytes (the salt). The salt stays secret while the game runs, so the digest says
//! nothing about the setup; when the game ends, setup and salt are revealed and anyone can
//! recompute it.
//!
//! Canonical JSON: the setup with every object's keys in byte order, no whitespace,
//! strings and numbers as `serde_json` writes them (the setups hold only integers, short
//! ASCII words, arrays and objects).

use rand::RngCore;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The commitment to a game's setup, kept in its seq-0 event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    /// SHA-256 of the canonical setup followed by the salt's 32 bytes, 64 hex digits.
    pub sha256: String,
    /// The salt, 64 hex digits: secret until the game ends.
    pub salt: String,
}

/// The setup's canonical JSON (the bytes the digest covers, before the salt).
pub fn canonical(setup: &Value) -> String {
    let mut out = String::new();
    write_canonical(setup, &mut out);
    out
}

fn write_canonical(value: &Value, out: &mut String) {
    match value {
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_canonical(item, out);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                write_canonical(&map[key], out);
            }
            out.push('}');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

/// SHA-256 over `canonical(setup)` and then the salt's bytes, in hex.
fn digest(setup: &Value, salt: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(canonical(setup).as_bytes());
    hasher.update(salt);
    hex::encode(hasher.finalize())
}

/// A fresh commitment to `setup`, with a salt drawn from `rng` (the operating system's
/// randomness in the server).
pub fn commit(setup: &Value, rng: &mut dyn RngCore) -> Commitment {
    let mut salt = [0u8; 32];
    rng.fill_bytes(&mut salt);
    Commitment {
        sha256: digest(setup, &salt),
        salt: hex::encode(salt),
    }
}

/// Whether `setup` and the revealed salt give the published digest; the error says why
/// not, in a player's words.
pub fn verify(setup: &Value, commitment: &Commitment) -> Result<(), String> {
    let salt = hex::decode(&commitment.salt)
        .ok()
        .filter(|s| s.len() == 32)
        .ok_or("the salt is not 64 hex digits")?;
    let got = digest(setup, &salt);
    if got.eq_ignore_ascii_case(&commitment.sha256) {
        Ok(())
    } else {
        Err(format!(
            "the setup does not match its commitment: it was {}, the setup and salt give {got}",
            commitment.sha256
        ))
    }
}

/// The largest export [`verify_export_from`] reads: a finished game's export is a few
/// hundred kilobytes.
pub const MAX_EXPORT_BYTES: u64 = 16 * 1024 * 1024;

/// A reader that fails once more than `left` bytes come (and says so in `over`).
struct Capped<R> {
    inner: R,
    left: u64,
    over: bool,
}

impl<R: std::io::Read> std::io::Read for Capped<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            let mut probe = [0u8; 1];
            if self.inner.read(&mut probe)? == 0 {
                return Ok(0);
            }
            self.over = true;
            return Err(std::io::Error::other("the file is too large"));
        }
        let most = buf
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let n = self.inner.read(&mut buf[..most])?;
        self.left -= n as u64;
        Ok(n)
    }
}

/// [`verify_export`] of what `reader` gives, parsed as it is read and never past
/// [`MAX_EXPORT_BYTES`] (`maipenrai verify` reads files and standard input with it).
pub fn verify_export_from(reader: impl std::io::Read) -> Result<String, String> {
    let mut capped = Capped {
        inner: std::io::BufReader::new(reader),
        left: MAX_EXPORT_BYTES,
        over: false,
    };
    let parsed = serde_json::from_reader(&mut capped);
    if capped.over {
        let mib = MAX_EXPORT_BYTES / 1024 / 1024;
        return Err(format!(
            "the file is larger than {mib} MiB: it is not a game export"
        ));
    }
    let export: Value = parsed.map_err(|e| format!("the file is not JSON: {e}"))?;
    check_export(&export)
}

/// Checks an export file's text (`GET /api/v1/games/{id}/export`): its seq-0 event's
/// setup against the commitment beside it, and that the file's top-level copy of the
/// commitment (the one the documented check by hand reads) says the same.
pub fn verify_export(text: &str) -> Result<String, String> {
    verify_export_from(text.as_bytes())
}

fn check_export(export: &Value) -> Result<String, String> {
    let setup_event = export["events"]
        .get(0)
        .filter(|e| e["type"] == "setup")
        .ok_or("the file has no setup event: is it a game export?")?;
    let Some(commitment) = setup_event.get("commitment") else {
        return Err("this game was started before setups were committed: nothing to check".into());
    };
    let commitment: Commitment = serde_json::from_value(commitment.clone())
        .map_err(|e| format!("the commitment is unreadable: {e}"))?;
    verify(&setup_event["setup"], &commitment)?;
    // The copy at the top (sha256, salt and the canonical setup, as the game's page shows
    // them) must be this one: a check by hand reads that copy.
    if let Some(shown) = export.get("commitment").filter(|c| !c.is_null()) {
        let differs = |what: &str| {
            format!("the file's two copies of the commitment differ ({what}): it was changed after export")
        };
        if shown["sha256"].as_str() != Some(commitment.sha256.as_str()) {
            return Err(differs("sha256"));
        }
        if shown["salt"].as_str() != Some(commitment.salt.as_str()) {
            return Err(differs("salt"));
        }
        if shown["canonical_setup"].as_str() != Some(canonical(&setup_event["setup"]).as_str()) {
            return Err(differs("canonical_setup"));
        }
    }
    Ok(format!(
        "the setup matches its commitment {}",
        commitment.sha256
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use serde_json::json;

    #[test]
    fn canonical_json_sorts_keys_and_drops_whitespace() {
        let setup = json!({"b": [3, {"z": 1, "a": "x y"}], "a": null, "c": true});
        assert_eq!(
            canonical(&setup),
            r#"{"a":null,"b":[3,{"a":"x y","z":1}],"c":true}"#
        );
    }

    #[test]
    fn a_commitment_checks_out_and_any_change_is_caught() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let setup = json!({"decks": [[1, 2, 3], [4, 5, 6]], "start": 0});
        let c = commit(&setup, &mut rng);
        assert_eq!((c.sha256.len(), c.salt.len()), (64, 64));
        assert_eq!(verify(&setup, &c), Ok(()));
        let swapped = json!({"decks": [[1, 3, 2], [4, 5, 6]], "start": 0});
        assert!(verify(&swapped, &c).unwrap_err().contains("does not match"));
        let other_salt = Commitment {
            salt: "00".repeat(32),
            ..c.clone()
        };
        assert!(verify(&setup, &other_salt).is_err());
        let short = Commitment {
            salt: "abc".into(),
            ..c
        };
        assert!(verify(&setup, &short)
            .unwrap_err()
            .contains("64 hex digits"));
    }

    /// The documented way by hand: the canonical setup's bytes, then the salt's, through
    /// `sha256sum` (coreutils), give the published digest.
    #[test]
    fn sha256sum_over_the_documented_bytes_gives_the_digest() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(2);
        let setup = json!({"tiles": [3, 1, 2], "board": "north"});
        let c = commit(&setup, &mut rng);
        let mut bytes = canonical(&setup).into_bytes();
        bytes.extend(hex::decode(&c.salt).unwrap());
        let path = std::env::temp_dir().join(format!("mpr-commitment-{}", std::process::id()));
        std::fs::write(&path, &bytes).unwrap();
        let out = std::process::Command::new("sha256sum")
            .arg(&path)
            .output()
            .expect("sha256sum (coreutils) runs");
        std::fs::remove_file(&path).unwrap();
        let printed = String::from_utf8(out.stdout).unwrap();
        assert_eq!(printed.split_whitespace().next(), Some(c.sha256.as_str()));
    }
}
