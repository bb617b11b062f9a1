#!/usr/bin/env python3
"""Makes the databases of the upgrade test (tests/upgrade.rs, docs/operations.md "Upgrades"):
a site as a given version of the server leaves it — accounts with passwords, an API token,
finished and rated games of both games, a running game, chat, a private feed, a push device
— as a SQLite file and as a Postgres dump, with what the test needs to know about them.

    scripts/make-upgrade-fixture.py BINARY POSTGRES_ADMIN_URL OUT_DIR VERSION

BINARY is that version's `maipenrai`; POSTGRES_ADMIN_URL a server where it may create a
database (and `pg_dump` on the PATH or under /usr/lib/postgresql/*/bin). It writes
OUT_DIR/VERSION.sqlite, OUT_DIR/VERSION.postgres.sql and OUT_DIR/VERSION.json. Run once, with
the version whose schema the fixture keeps; never regenerated for a later one.
Standard library only.
"""
import glob
import json
import os
import random
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

PASSWORD = "correct horse battery"


def call(base, method, path, token=None, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("content-type", "application/json")
    if token:
        req.add_header("authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(req, timeout=60) as res:
            return res.status, json.loads(res.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def ok(answer, what):
    status, body = answer
    if status >= 300:
        sys.exit(f"make-upgrade-fixture: {what} failed: {status} {body}")
    return body


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def start(binary, url, port, folder):
    log = open(os.path.join(folder, "server.log"), "a")
    env = dict(os.environ, DATABASE_URL=url, BIND_ADDR=f"127.0.0.1:{port}",
               BASE_URL=f"http://127.0.0.1:{port}", RUST_LOG="warn", COMPUTER_SEARCHES="1")
    server = subprocess.Popen([binary], env=env, stdout=log, stderr=log)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=2) as res:
                if res.status == 200:
                    return server, base
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.1)
    sys.exit("make-upgrade-fixture: the server did not start")


def play_to_end(base, game, tokens, rng, limit=2000):
    for _ in range(limit):
        state = ok(call(base, "GET", f"/api/v1/games/{game}"), "the game")
        if state["status"] != "active":
            return state
        mover = state["to_move"]
        legal = ok(call(base, "GET", f"/api/v1/games/{game}/legal-moves", tokens[mover]),
                   "legal moves")
        body = {"move": rng.choice(legal["moves"]), "seq": legal["seq"]}
        ok(call(base, "POST", f"/api/v1/games/{game}/moves", tokens[mover], body), "a move")
    sys.exit(f"make-upgrade-fixture: game {game} did not end")


def new_game(base, tokens, host, guest, game, players=2):
    invitation = ok(call(base, "POST", "/api/v1/invitations", tokens[host],
                         {"game": game, "players": players}), "an invitation")
    joined = ok(call(base, "POST", f"/api/v1/invitations/{invitation['code']}/join",
                     tokens[guest]), "joining")
    return joined["game_id"]


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    binary, admin_url, out_dir, version = sys.argv[1:]
    rng = random.Random(20261201)
    folder = tempfile.mkdtemp(prefix="maipenrai-fixture-")
    db = os.path.join(folder, "site.db")
    port = free_port()
    server, base = start(binary, f"sqlite://{db}", port, folder)
    try:
        tokens = {}
        for name in ("ann", "ben", "cal"):
            ok(call(base, "POST", "/api/v1/accounts",
                    body={"username": name, "password": PASSWORD}), "an account")
            tokens[name] = ok(call(base, "POST", "/api/v1/tokens",
                                   body={"username": name, "password": PASSWORD}), "a token")["token"]
        finished = []
        # Rated games need moves of their own by every seat; random games of both games.
        for host, guest, game in [("ann", "ben", "meridian"), ("ben", "ann", "king-of-siam"),
                                  ("ann", "cal", "meridian"), ("cal", "ben", "king-of-siam")]:
            game_id = new_game(base, tokens, host, guest, game)
            ok(call(base, "POST", f"/api/v1/games/{game_id}/chat", tokens[host],
                    {"text": f"good luck, {guest}!"}), "a chat message")
            play_to_end(base, game_id, tokens, rng)
            finished.append(game_id)
        running = new_game(base, tokens, "ann", "ben", "meridian")
        for _ in range(4):
            state = ok(call(base, "GET", f"/api/v1/games/{running}", tokens["ann"]), "the game")
            legal = ok(call(base, "GET", f"/api/v1/games/{running}/legal-moves",
                            tokens[state["to_move"]]), "legal moves")
            ok(call(base, "POST", f"/api/v1/games/{running}/moves", tokens[state["to_move"]],
                    {"move": rng.choice(legal["moves"]), "seq": legal["seq"]}), "a move")
        ok(call(base, "POST", f"/api/v1/games/{running}/chat", tokens["ben"],
                {"text": "your move"}), "a chat message")
        running_seen = ok(call(base, "GET", f"/api/v1/games/{running}", tokens["ann"]), "the game")
    finally:
        server.terminate()
        server.wait(timeout=60)

    # What the API has no call for: a private feed and a push device.
    feed_token = "f" * 8 + "".join(rng.choice("0123456789abcdef") for _ in range(56))
    conn = sqlite3.connect(db)
    conn.execute('UPDATE user_notify SET feed_token = ? WHERE user_id = '
                 '(SELECT user_id FROM "user" WHERE username = ?)', (feed_token, "ann"))
    ben_id = conn.execute('SELECT user_id FROM "user" WHERE username = ?', ("ben",)).fetchone()[0]
    conn.execute(
        "INSERT INTO push_subscription (subscription_id, user_id, endpoint, p256dh, auth, device, "
        "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ("5d1c6f4e-0c1b-4f57-9a39-3f0a6a1f2b11", ben_id, "https://push.example.org/send/ben-phone",
         "BAAxZ3Jw0F7pGv0yNq9gRNPG0SJjw3XyCC6mH3w1nq3e7nAe3Zp7Pqk2nLdF8lV6wq5OYr0tIY7zB4zV1f3s5nY",
         "c2VjcmV0LWF1dGgtYmVu", "Ben's phone", "2026-12-01T10:00:00.000000Z"))
    conn.commit()
    conn.close()

    os.makedirs(out_dir, exist_ok=True)
    sqlite_out = os.path.join(out_dir, f"{version}.sqlite")
    for path in (sqlite_out,):
        if os.path.exists(path):
            os.remove(path)
    subprocess.run([binary, "backup", sqlite_out], check=True,
                   env=dict(os.environ, DATABASE_URL=f"sqlite://{db}"))

    # The same site on Postgres: copied by that version's own migrate, then dumped.
    name = f"fixture_{version.replace('.', '_')}_{os.getpid()}"
    parsed = urllib.parse.urlsplit(admin_url)
    target = urllib.parse.urlunsplit(parsed._replace(path="/" + name))
    tools = sorted(glob.glob("/usr/lib/postgresql/*/bin"))
    path = os.pathsep.join(tools[-1:] + [os.environ.get("PATH", "")])
    env = dict(os.environ, PATH=path)
    subprocess.run(["psql", admin_url, "-qc", f'CREATE DATABASE "{name}"'], check=True, env=env)
    try:
        subprocess.run([binary, "migrate", "--to", target], check=True,
                       env=dict(env, DATABASE_URL=f"sqlite://{db}"))
        dump = subprocess.run(["pg_dump", "--inserts", "--no-owner", "--no-privileges",
                               "--no-comments", target], check=True, env=env,
                              capture_output=True, text=True).stdout
    finally:
        subprocess.run(["psql", admin_url, "-qc", f'DROP DATABASE IF EXISTS "{name}"'], env=env)
    with open(os.path.join(out_dir, f"{version}.postgres.sql"), "w") as f:
        f.write(dump)
    with open(os.path.join(out_dir, f"{version}.json"), "w") as f:
        json.dump({
            "version": version,
            "password": PASSWORD,
            "users": ["ann", "ben", "cal"],
            "api_token": {"user": "ann", "token": tokens["ann"]},
            "feed": {"user": "ann", "token": feed_token},
            "push_device": {"user": "ben", "device": "Ben's phone"},
            "finished_games": finished,
            "running_game": {"id": running, "seq": running_seen["seq"]},
        }, f, indent=2)
        f.write("\n")
    shutil.rmtree(folder)
    print(f"make-upgrade-fixture: {out_dir}/{version}.{{sqlite,postgres.sql,json}}")


if __name__ == "__main__":
    main()
