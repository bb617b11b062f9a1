#!/usr/bin/env bash
# Local stand-ins for the base images that the Dockerfile and docker-compose.yml name, for a
# machine that runs Docker but cannot pull from Docker Hub (CI's). Each is built from Debian's
# packages and tagged under the official name, so `docker build` / `docker compose build`
# then run with the repository's files unchanged:
#
#   debian:bookworm-<date>-slim   a Debian bookworm root made by debootstrap (minbase), slimmed
#   rust:<version>-bookworm       that root + Debian's C toolchain + this machine's rustup
#                                 toolchain of exactly <version> (refused if rustc differs)
#   postgres:15.<minor>-bookworm  that root + Debian's postgresql-15 + an entrypoint that reads
#                                 POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB
#
# The names are read from the Dockerfile and docker-compose.yml, so they cannot drift. An image
# that already exists under a name (an official one, or a stand-in of an earlier run) is kept.
# One debootstrap root serves all three. How far each differs from the official image:
# docs/operations.md, "The base images".
#
#   scripts/docker-standins.sh            # builds what is missing, prints the tags it made
#
# Needs root, a running Docker daemon, debootstrap, and the Rust toolchain of the Dockerfile's
# tag installed with rustup. STANDIN_WORK (default /var/tmp/maipenrai-standins) keeps the root
# between runs. Writes the tags it made, one per line, to $STANDINS_MADE when that is set.
set -euo pipefail
cd "$(dirname "$0")/.."

work="${STANDIN_WORK:-/var/tmp/maipenrai-standins}"
made_file="${STANDINS_MADE:-/dev/null}"

debian_tag="$(awk '$1 == "FROM" && $2 ~ /^debian:/ { print $2; exit }' Dockerfile)"
rust_tag="$(awk '$1 == "FROM" && $2 ~ /^rust:/ { print $2; exit }' Dockerfile)"
pg_tag="$(sed -nE 's/^ *image: *"?(postgres:[^" ]+)"?.*/\1/p' docker-compose.yml | head -n1)"
for tag in "$debian_tag" "$rust_tag" "$pg_tag"; do
    if [[ -z "$tag" ]]; then
        echo "docker-standins: cannot read the base image names from Dockerfile and docker-compose.yml" >&2
        exit 1
    fi
done

exists() { docker image inspect "$1" >/dev/null 2>&1; }

made() {
    echo "docker-standins: made $1"
    echo "$1" >>"$made_file"
}

# --- the Debian root, once -------------------------------------------------------------------
debian_root() {
    local root="$work/root"
    if [[ -f "$work/root.done" ]]; then
        return
    fi
    rm -rf "$root"
    mkdir -p "$work"
    echo "docker-standins: debootstrap bookworm (minbase) into $root"
    debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 || {
        tail -n 20 "$work/debootstrap.log" >&2
        return 1
    }
    # As the official slim image: no documentation, manuals or translations, now or later;
    # apt's caches cleaned after each install; the security and updates suites.
    cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
SLIM
    cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CLEAN
    echo 'Acquire::Languages "none";' >"$root/etc/apt/apt.conf.d/docker-no-languages"
    rm -f "$root/etc/apt/sources.list"
    cat >"$root/etc/apt/sources.list.d/debian.sources" <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    find "$root/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
    find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
    rm -rf "$root/usr/share/man/"* "$root/usr/share/info/"* "$root/usr/share/groff/"* \
        "$root/usr/share/lintian/"* "$root/var/lib/apt/lists/"* "$root/var/cache/apt/"*.bin \
        "$root/var/cache/apt/archives/"*.deb "$root/var/log/"*.log "$root/etc/resolv.conf" \
        "$root/etc/hostname"
    find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
    touch "$work/root.done"
}

build_debian() {
    exists "$debian_tag" && return
    debian_root
    tar -C "$work/root" --numeric-owner -c . |
        docker import \
            --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
            --change 'LABEL org.maipenrai.stand-in=debian' \
            --change 'CMD ["bash"]' - "$debian_tag" >/dev/null
    made "$debian_tag"
}

build_rust() {
    exists "$rust_tag" && return
    local version="${rust_tag#rust:}"
    version="${version%%-*}"
    local toolchain="$version-x86_64-unknown-linux-gnu"
    local sysroot
    # The toolchain named by its version, else the default one (checked below).
    sysroot="$(rustc "+$version" --print sysroot 2>/dev/null || rustc --print sysroot)"
    local said
    said="$("$sysroot/bin/rustc" --version)"
    if [[ "$said" != "rustc $version "* ]]; then
        echo "docker-standins: refused: $rust_tag needs Rust $version, and this machine's toolchain" >&2
        echo "  says \"$said\" (rustup toolchain install $version)" >&2
        return 1
    fi
    local ctx="$work/rust-context"
    rm -rf "$ctx"
    mkdir -p "$ctx/toolchain"
    cp scripts/standins/rust/Dockerfile "$ctx/Dockerfile"
    # The toolchain without its 800 MB of documentation.
    tar -C "$sysroot" --exclude=./share/doc -c . | tar -C "$ctx/toolchain" -x
    cp "$(command -v rustup)" "$ctx/rustup"
    cp /etc/ssl/certs/ca-certificates.crt "$ctx/host-ca-bundle.crt"
    docker build --quiet --build-arg "BASE=$debian_tag" --build-arg "RUST_VERSION=$version" \
        --build-arg "TOOLCHAIN=$toolchain" -t "$rust_tag" "$ctx" >/dev/null
    rm -rf "$ctx"
    said="$(docker run --rm "$rust_tag" rustc --version)"
    if [[ "$said" != "rustc $version "* ]]; then
        docker image rm "$rust_tag" >/dev/null
        echo "docker-standins: refused: $rust_tag says \"$said\"" >&2
        return 1
    fi
    made "$rust_tag"
}

build_postgres() {
    exists "$pg_tag" && return
    local version="${pg_tag#postgres:}"
    version="${version%%-*}"
    docker build --quiet --build-arg "BASE=$debian_tag" --build-arg "PG_MAJOR=${version%%.*}" \
        -t "$pg_tag" scripts/standins/postgres >/dev/null
    local said
    said="$(docker run --rm --entrypoint postgres "$pg_tag" --version)"
    # Debian carries one minor version of 15 at a time: a different minor is said, not refused
    # (minor versions share the data format); a different major is refused.
    if [[ "$said" != *" ${version%%.*}."* ]]; then
        docker image rm "$pg_tag" >/dev/null
        echo "docker-standins: refused: $pg_tag says \"$said\"" >&2
        return 1
    elif [[ "$said" != *" $version "* && "$said" != *" $version" ]]; then
        echo "docker-standins: note: $pg_tag carries Debian's \"$said\""
    fi
    made "$pg_tag"
}

build_debian
build_rust
build_postgres
