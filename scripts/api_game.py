#!/usr/bin/env python3
"""Plays a game over the JSON API of a running server, or checks one after a restart
(scripts/compose-check.sh). Standard library only.

    api_game.py BASE play STATE_FILE      # two accounts, a game, some moves; saves what it saw
    api_game.py BASE snapshot STATE_FILE  # saves what the game of STATE_FILE shows now
    api_game.py BASE check STATE_FILE     # the game reads as saved, goes on; saves it again
"""
import json
import random
import sys
import time
import urllib.error
import urllib.request


def call(base, method, path, token=None, body=None):
    """One request; a 503 (the database restarting: "try again shortly") is asked again, as
    a client would, for up to a minute."""
    data = None if body is None else json.dumps(body).encode()
    deadline = time.time() + 60
    while True:
        req = urllib.request.Request(base + path, data=data, method=method)
        req.add_header("content-type", "application/json")
        if token:
            req.add_header("authorization", "Bearer " + token)
        try:
            with urllib.request.urlopen(req, timeout=30) as res:
                return res.status, json.loads(res.read() or b"null")
        except urllib.error.HTTPError as e:
            status, answer = e.code, json.loads(e.read() or b"null")
            if status != 503 or time.time() > deadline:
                return status, answer
            time.sleep(1)


def ok(status, body, what):
    if status >= 300:
        sys.exit(f"api_game: {what} failed: {status} {body}")
    return body


def wait_healthy(base, seconds=120):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(base + "/healthz", timeout=5) as res:
                if res.status == 200:
                    return
        except OSError:
            pass
        time.sleep(1)
    sys.exit(f"api_game: {base}/healthz did not answer 200 within {seconds} s")


def move(base, game, tokens):
    state = ok(*call(base, "GET", f"/api/v1/games/{game}", tokens["ann"]), "reading the game")
    mover = state["to_move"]
    legal = ok(*call(base, "GET", f"/api/v1/games/{game}/legal-moves?random=1", tokens[mover]),
               "legal moves")
    body = {"move": legal["moves"][0], "seq": legal["seq"]}
    return ok(*call(base, "POST", f"/api/v1/games/{game}/moves", tokens[mover], body), "a move")


def seen(base, game, token):
    return {
        "game": ok(*call(base, "GET", f"/api/v1/games/{game}", token), "the game"),
        "history": ok(*call(base, "GET", f"/api/v1/games/{game}/history", token), "the history"),
    }


def play(base, state_file):
    wait_healthy(base)
    suffix = "".join(random.choice("abcdefghij") for _ in range(6))
    tokens = {}
    for name in ("ann", "ben"):
        user = f"{name}{suffix}"
        call(base, "POST", "/api/v1/accounts", body={"username": user, "password": "correct horse"})
        tokens[user] = ok(*call(base, "POST", "/api/v1/tokens",
                                body={"username": user, "password": "correct horse"}), "a token")["token"]
    ann, ben = sorted(tokens)
    tokens["ann"] = tokens[ann]
    invitation = ok(*call(base, "POST", "/api/v1/invitations", tokens[ann],
                          {"game": "meridian", "players": 2}), "an invitation")
    joined = ok(*call(base, "POST", f"/api/v1/invitations/{invitation['code']}/join", tokens[ben]),
                "joining")
    game = joined["game_id"]
    for _ in range(6):
        move(base, game, tokens)
    with open(state_file, "w") as f:
        json.dump({"game": game, "tokens": tokens, "seen": seen(base, game, tokens[ann])}, f)
    print(f"api_game: played 6 moves of game {game}")


def snapshot(base, state_file):
    wait_healthy(base)
    with open(state_file) as f:
        saved = json.load(f)
    saved["seen"] = seen(base, saved["game"], saved["tokens"]["ann"])
    with open(state_file, "w") as f:
        json.dump(saved, f)
    print(f"api_game: saved how game {saved['game']} reads now")


def check(base, state_file):
    wait_healthy(base)
    with open(state_file) as f:
        saved = json.load(f)
    game, tokens = saved["game"], saved["tokens"]
    now = seen(base, game, tokens["ann"])
    if now != saved["seen"]:
        sys.exit("api_game: the game reads differently than when it was saved:\n"
                 f"before {json.dumps(saved['seen'])[:600]}\nafter  {json.dumps(now)[:600]}")
    move(base, game, tokens)
    saved["seen"] = seen(base, game, tokens["ann"])
    with open(state_file, "w") as f:
        json.dump(saved, f)
    print(f"api_game: game {game} reads as it was saved, and goes on")


if __name__ == "__main__":
    commands = {"play": play, "snapshot": snapshot, "check": check}
    if len(sys.argv) != 4 or sys.argv[2] not in commands:
        sys.exit(__doc__)
    commands[sys.argv[2]](sys.argv[1].rstrip("/"), sys.argv[3])
