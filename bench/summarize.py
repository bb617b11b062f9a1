#!/usr/bin/env python3
"""Turns the raw outputs of bench/load.sh into JSON lines and a Markdown summary.

    summarize.py wrk <file> <label> <workload> <concurrency> <start-ms> <end-ms> [<cpu json>]
    summarize.py pgbench <dir> <label> <workload> <concurrency> <start-ms> <end-ms> [<cpu json>]
    summarize.py loadgen <file> <label> <workload> <concurrency> <start-ms> <end-ms> [<cpu json>]
    summarize.py summary <results-dir>
"""

import glob
import json
import os
import re
import sys


def ms(text):
    """wrk durations ('812.00us', '1.23ms', '2.01s') in milliseconds."""
    m = re.match(r"([\d.]+)(us|ms|s|m)", text)
    if not m:
        return None
    value, unit = float(m.group(1)), m.group(2)
    return value * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def rss_max(results_dir, label, start, end):
    """Largest RSS and largest anonymous RSS (kB) of the server between start and end."""
    path = os.path.join(results_dir, f"rss-{label}.log")
    best, anon = None, None
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 2 and parts[1].isdigit() and start <= int(parts[0]) <= end:
                    best = max(best or 0, int(parts[1]))
                    if len(parts) >= 3 and parts[2].isdigit():
                        anon = max(anon or 0, int(parts[2]))
    return best, anon


def percentile(values, p):
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, round((len(values) - 1) * p))]


def parse_wrk(path):
    text = open(path).read()
    out = {}
    m = re.search(r"Requests/sec:\s+([\d.]+)", text)
    out["per_second"] = float(m.group(1)) if m else 0.0
    for pct in ("50", "90", "99"):
        m = re.search(rf"^\s+{pct}%\s+(\S+)", text, re.M)
        out[f"p{pct}_ms"] = ms(m.group(1)) if m else None
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
    out["non_2xx"] = int(m.group(1)) if m else 0
    m = re.search(r"Socket errors: (.*)", text)
    out["socket_errors"] = m.group(1).strip() if m else ""
    return out


def parse_pgbench(path):
    text = open(os.path.join(path, "out.txt")).read()
    out = {}
    m = re.search(r"tps = ([\d.]+) \(without initial connection time\)", text)
    out["per_second"] = float(m.group(1)) if m else 0.0
    latencies = []
    for log in glob.glob(os.path.join(path, "tx*")):
        with open(log) as f:
            for line in f:
                parts = line.split()
                if len(parts) >= 3:
                    latencies.append(int(parts[2]) / 1000.0)
        os.remove(log)
    for pct in (50, 90, 99):
        out[f"p{pct}_ms"] = percentile(latencies, pct / 100)
    m = re.search(r"number of failed transactions: (\d+)", text)
    out["failed"] = int(m.group(1)) if m else 0
    return out


def parse_loadgen(path):
    try:
        return json.loads(open(path).read().strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"per_second": 0.0, "error": open(path + ".err").read()[-500:]}


def one(kind, path, label, workload, concurrency, start, end, cpu="{}"):
    parsed = {"wrk": parse_wrk, "pgbench": parse_pgbench, "loadgen": parse_loadgen}[kind](path)
    results_dir = os.path.dirname(path.rstrip("/"))
    rss, anon = rss_max(results_dir, label, int(start), int(end))
    parsed.update(
        label=label,
        workload=workload,
        concurrency=int(concurrency),
        rss_max_kb=rss,
        anon_max_kb=anon,
    )
    parsed.update(json.loads(cpu or "{}"))
    parsed.setdefault("seconds", (int(end) - int(start)) / 1000)
    print(json.dumps(parsed))


def fmt(value, digits=0):
    if value is None:
        return "–"
    if digits == 0:
        return f"{value:,.0f}"
    return f"{value:,.{digits}f}"


def ratio(a, b):
    if not a or not b:
        return "–"
    return f"{a / b:.2f}"


def summary(results_dir):
    rows = [json.loads(line) for line in open(os.path.join(results_dir, "results.jsonl"))]
    by = {}
    for r in rows:
        by[(r["label"], r["workload"], r.get("concurrency"))] = r
    labels = []
    for r in rows:
        if r["label"] not in labels and r["label"] != "hello" and not r["label"].startswith("bgio"):
            labels.append(r["label"])
    print(f"# Load benchmark {os.path.basename(results_dir)}\n")
    print("Throughput per second and latency (p50 / p99, ms); ceilings measured in the same run:")
    print("`read` = the store's queries for one game, `append` = its append transaction, `move")
    print("script` = every statement one move costs (session, snapshot, append, the worker's")
    print("cursor), all straight against the database at the same concurrency; `hello` = axum")
    print("hello-world.\n")
    for label in labels:
        data = by.get((label, "dataset", None), {})
        idle = by.get((label, "idle", None), {})
        print(f"## {label}\n")
        idle_anon = ""
        if idle.get("anon_kb"):
            idle_anon = f" (anonymous {fmt(idle['anon_kb'] / 1024, 1)} MB)"
        print(
            f"Dataset {fmt(data.get('bytes', 0) / 1e6)} MB, template game at seq "
            f"{data.get('template_seq')}; server RSS idle {fmt((idle.get('rss_kb') or 0) / 1024)} MB"
            f"{idle_anon}.\n"
        )
        print(
            "| c | page/s | page p50/p99 | API/s | API p50/p99 | moves/s | move p50/p99 | read/s "
            "| read p50/p99 | append/s | append p50/p99 | move script/s | hello/s | page÷read "
            "| API÷read | moves÷append | moves÷move script | page p99÷read p99 | RSS max MB (anon) |"
        )
        print("|" + "---|" * 19)
        concurrencies = sorted({r["concurrency"] for r in rows if r["label"] == label and r.get("concurrency") and r["workload"] == "page"})
        for c in concurrencies:
            get = lambda w: by.get((label, w, c), {})
            page, api, moves, read, append = get("page"), get("api"), get("moves"), get("read"), get("append")
            script = get("move")
            hello = by.get(("hello", "hello", c), {})
            rss = max([x.get("rss_max_kb") or 0 for x in (page, api, moves)] or [0])
            anon = max([x.get("anon_max_kb") or 0 for x in (page, api, moves)] or [0])
            lat = lambda x: f"{fmt(x.get('p50_ms'), 1)} / {fmt(x.get('p99_ms'), 1)}"
            print(
                f"| {c} | {fmt(page.get('per_second'))} | {lat(page)} | {fmt(api.get('per_second'))} | {lat(api)} "
                f"| {fmt(moves.get('per_second'))} | {lat(moves)} | {fmt(read.get('per_second'))} | {lat(read)} "
                f"| {fmt(append.get('per_second'))} | {lat(append)} | {fmt(script.get('per_second'))} "
                f"| {fmt(hello.get('per_second'))} "
                f"| {ratio(page.get('per_second'), read.get('per_second'))} "
                f"| {ratio(api.get('per_second'), read.get('per_second'))} "
                f"| {ratio(moves.get('per_second'), append.get('per_second'))} "
                f"| {ratio(moves.get('per_second'), script.get('per_second'))} "
                f"| {ratio(page.get('p99_ms'), read.get('p99_ms'))} | {fmt(rss / 1024)}"
                f"{f' ({fmt(anon / 1024)})' if anon else ''} |"
            )
        print()
        print("CPU per request (ms of one core): server process, Postgres processes, whole machine.\n")
        print("| c | workload | server | postgres | machine |")
        print("|---|---|---|---|---|")
        for c in concurrencies:
            for w in ("page", "api", "moves", "read", "append", "move"):
                r = by.get((label, w, c))
                if not r or not r.get("count", r.get("per_second")) or "cpu_machine_s" not in r:
                    continue
                n = r.get("count") or r["per_second"] * (r.get("seconds") or 10)
                if not n:
                    continue
                per = lambda k: fmt(1000 * r.get(k, 0) / n, 2) if r.get(k) else "–"
                print(f"| {c} | {w} | {per('cpu_server_s')} | {per('cpu_postgres_s')} | {per('cpu_machine_s')} |")
        print()
        problems = [
            r for r in rows
            if r["label"] == label
            and (r.get("non_2xx") or r.get("socket_errors") or r.get("failed") or r.get("errors") or r.get("error")
                 or any(k != "200" for k in (r.get("statuses") or {})))
        ]
        for r in problems:
            extra = {k: r.get(k) for k in ("non_2xx", "socket_errors", "failed", "errors", "error", "statuses") if r.get(k)}
            print(f"- {r['workload']} c={r.get('concurrency')}: {json.dumps(extra)}")
        if problems:
            print()
    peer = [r for r in rows if r["label"].startswith("bgio")]
    if peer:
        ours = next((l for l in labels if l.startswith("postgres")), None)
        print("## The peer: boardgame.io (bench/bgio/), moves over socket.io\n")
        print("Our durable moves/s (the first Postgres size) and RSS as ratios to boardgame.io in")
        print("memory and on the same Postgres (bgio-postgres). boardgame.io answers a move before")
        print("its storage write ends, so its Postgres figure is an upper bound for durable moves.\n")
        print("| c | bgio memory/s (p50/p99) | bgio Postgres/s (p50/p99) | ours/s | ours÷memory | ours÷bgio-postgres "
              "| RSS MB bgio memory / bgio Postgres / ours |")
        print("|---|---|---|---|---|---|---|")
        for c in sorted({r["concurrency"] for r in peer}):
            mem = by.get(("bgio-memory", "moves", c), {})
            pgp = by.get(("bgio-postgres", "moves", c), {})
            mine = by.get((ours, "moves", c), {}) if ours else {}
            lat = lambda x: f"{fmt(x.get('per_second'))} ({fmt(x.get('p50_ms'), 1)} / {fmt(x.get('p99_ms'), 1)})"
            mb = lambda x: fmt((x.get("rss_max_kb") or 0) / 1024)
            print(
                f"| {c} | {lat(mem)} | {lat(pgp)} | {fmt(mine.get('per_second'))} "
                f"| {ratio(mine.get('per_second'), mem.get('per_second'))} "
                f"| {ratio(mine.get('per_second'), pgp.get('per_second'))} "
                f"| {mb(mem)} / {mb(pgp)} / {mb(mine)} |"
            )
        print()
    hello = sorted((r for r in rows if r["label"] == "hello"), key=lambda r: r["concurrency"])
    if hello:
        print("## hello-world (axum, wrk)\n")
        print("| c | req/s | p50 / p99 ms |")
        print("|---|---|---|")
        for r in hello:
            print(f"| {r['concurrency']} | {fmt(r['per_second'])} | {fmt(r['p50_ms'], 2)} / {fmt(r['p99_ms'], 2)} |")


if __name__ == "__main__":
    if sys.argv[1] == "summary":
        summary(sys.argv[2])
    else:
        one(*sys.argv[1:9])
