#!/usr/bin/env python3
"""Paired page benchmark of two server builds (docs/performance.md, "Playing over days,
part two"): the same game (one King of Siam, one Meridian, 20 random moves, made by the
first build on SQLite and copied for the second, which migrates its copy), then rounds of
`wrk -t1 -c2 -d6s` on the anonymous game page, the builds alternated, each on a fresh
start after a 1 s warm-up. Prints pages/s and the server's CPU per page (from
/proc/<pid>/stat) per run and their medians. Low concurrency and one game keep the
machine's noise small; bench/load.sh measures the server under load.
"""
import json, os, random, shutil, signal, subprocess, sys, time, urllib.request
random.seed(7)
# Usage: bench/page_ab.py BEFORE_BINARY AFTER_BINARY [ROUNDS]
BINS = {"base": sys.argv[1], "final": sys.argv[2]}
ROUNDS = int(sys.argv[3]) if len(sys.argv) > 3 else 6
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = "/tmp/mpr-page-ab"
def start(bin, db, port):
    env = dict(os.environ, DATABASE_URL=f"sqlite://{db}", BIND_ADDR=f"127.0.0.1:{port}", BASE_URL=f"http://127.0.0.1:{port}",
               REGISTRATION="open", STATIC_DIR=os.path.join(ROOT, "static"), RUST_LOG="error", WORKER_INTERVAL_SECS="3600")
    p = subprocess.Popen([bin], env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz"); return p
        except Exception: time.sleep(0.05)
    raise SystemExit("no start")
def call(port, method, path, token=None, body=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, data=json.dumps(body).encode() if body is not None else None,
        headers={"content-type": "application/json", **({"authorization": f"Bearer {token}"} if token else {})})
    return json.load(urllib.request.urlopen(req))
def setup(port, game):
    toks = {}
    for n in ["ann", "ben"]:
        b = {"username": n, "password": "correct horse battery"}
        call(port, "POST", "/api/v1/accounts", body=b); toks[n] = call(port, "POST", "/api/v1/tokens", body=b)["token"]
    inv = call(port, "POST", "/api/v1/invitations", toks["ann"], game)
    gid = call(port, "POST", f"/api/v1/invitations/{inv['code']}/join", toks["ben"])["game_id"]
    for _ in range(20):
        g = call(port, "GET", f"/api/v1/games/{gid}")
        who = g["to_move"]
        if not who: break
        lm = call(port, "GET", f"/api/v1/games/{gid}/legal-moves?random=1", toks[who])
        call(port, "POST", f"/api/v1/games/{gid}/moves", toks[who], {"seq": lm["seq"], "move": lm["moves"][0]})
    return gid
def cpu(pid):
    with open(f"/proc/{pid}/stat") as f: s = f.read().split(")")[1].split()
    return (int(s[11]) + int(s[12])) / os.sysconf("SC_CLK_TCK")
results = {}
for name, game in [("kos", {"game": "king-of-siam", "players": 2}), ("meridian", {"game": "meridian", "players": 2})]:
    d = f"{WORK}/{name}"; shutil.rmtree(d, ignore_errors=True); os.makedirs(d)
    p = start(BINS["base"], f"{d}/base.sqlite", 18801); gid = setup(18801, game); p.send_signal(signal.SIGTERM); p.wait()
    import sqlite3
    for target in ["final"]:
        src = sqlite3.connect(f"{d}/base.sqlite"); dst = sqlite3.connect(f"{d}/{target}.sqlite"); src.backup(dst); dst.close(); src.close()
    assert sqlite3.connect(f"{d}/final.sqlite").execute("select count(*) from game").fetchone()[0] == 1
    for r in range(ROUNDS):
        for b in ["base", "final"]:
            p = start(BINS[b], f"{d}/{b}.sqlite", 18802)
            url = f"http://127.0.0.1:18802/games/{gid}"
            subprocess.run(["wrk", "-t1", "-c2", "-d1s", url], capture_output=True)  # warm
            c0 = cpu(p.pid)
            assert urllib.request.urlopen(url).status == 200
            out = subprocess.run(["wrk", "-t1", "-c2", "-d6s", url], capture_output=True, text=True).stdout
            c1 = cpu(p.pid)
            reqs = int([l for l in out.splitlines() if "requests in" in l][0].split()[0])
            p.send_signal(signal.SIGTERM); p.wait()
            results.setdefault((name, b), []).append((reqs / 6, 1000 * (c1 - c0) / reqs))
            print(name, b, r, round(reqs/6), round(1000*(c1-c0)/reqs, 3), flush=True)
import statistics
for (name, b), v in sorted(results.items()):
    print(name, b, "median pages/s", round(statistics.median(x[0] for x in v)), "median ms CPU/page", round(statistics.median(x[1] for x in v), 3), "all", [round(x[1],3) for x in v])
