// A tournament from its page, in headless Chromium: the organiser starts it with the
// button, each player follows "Your game of round 1" to the game, the game names its
// tournament, the players play it to its end by clicking, the worker closes the round and
// the page shows the standings — at desktop and phone widths.
//
//   cargo build && cd e2e && npm ci && node --test tournaments.test.mjs

import { test } from "node:test";
import assert from "node:assert/strict";
import { Player, api, apiAccounts, clickAndWait, playToEnd, prng, say, seedFor, shotPath, withServer } from "./lib.mjs";

test("a round of a tournament is played from the tournament's page", async (t) => {
  const seed = seedFor(20261204);
  t.diagnostic(`seed ${seed} (E2E_SEED=${seed} replays it)`);
  const rng = prng(seed);
  // The worker pairs the next round; once a second here, so the test does not wait long.
  await withServer(t, "tournament", async ({ server, browser, log }) => {
    const base = server.base;
    const names = ["tara", "umar"];
    const tokens = await apiAccounts(base, names);
    const created = await api(base, "POST", "/tournaments", tokens.tara, {
      name: "Club night", game: "king-of-siam", players: 2, format: "round_robin",
      min_players: 2, max_players: 8, deadline_days: 3, round_days: 7, signup_days: 3, listed: true,
    });
    const path = `/tournaments/${created.code}`;

    const players = new Map();
    for (const name of names) {
      const p = await Player.open(browser, base, name);
      await p.logIn();
      players.set(name, p);
    }
    const [tara, umar] = [players.get("tara"), players.get("umar")];

    // Umar finds it on the tournaments page and enters with the button.
    await umar.goto("/tournaments");
    await clickAndWait(umar.page, umar.page.locator(`a[href="${path}"]`));
    await clickAndWait(umar.page, umar.page.locator('[data-testid="tournament-enter"]'));
    assert.ok((await umar.flashes()).some((f) => f.startsWith(say("en", "tournaments-entered"))));

    // Tara, its organiser, starts it.
    await tara.goto(path);
    await tara.page.screenshot({ path: shotPath("tournament-signup.png"), fullPage: true });
    await clickAndWait(tara.page, tara.page.locator('[data-testid="tournament-start"]'));
    assert.ok((await tara.flashes()).some((f) => f.startsWith(say("en", "tournaments-started-now"))));

    // Each follows the link to their game of round 1: the same game, naming its round.
    let gameUrl = null;
    for (const p of [tara, umar]) {
      await p.goto(path);
      const link = p.page.locator('[data-testid="my-tournament-game"]');
      assert.equal((await link.innerText()).trim(), "Your game of round 1");
      const href = await link.getAttribute("href");
      if (gameUrl) assert.equal(href, gameUrl);
      gameUrl = href;
      await clickAndWait(p.page, link);
      const named = await p.page.locator('[data-testid="game-tournament"]').innerText();
      assert.equal(named.trim(), "Tournament “Club night”, round 1");
    }

    const stats = await playToEnd({ players, gameUrl, rng, label: "tournament", log });
    assert.ok(stats.ended, "the game ended");

    // The worker ends the round, and with it the tournament (two players meet once).
    let finished = false;
    for (let i = 0; i < 60 && !finished; i++) {
      const now = await api(base, "GET", `/tournaments/${created.code}`, tokens.tara);
      finished = now.status === "finished";
      if (!finished) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(finished, "the tournament finished after its only game");
    await tara.goto(path);
    const rows = await tara.page.locator('[data-testid="tournament-standings"] tbody tr').allInnerTexts();
    assert.equal(rows.length, 2);
    assert.match(rows[0], /^1\s/);
    assert.ok(await tara.page.locator('[data-testid="cross-table"]').isVisible());
    await tara.page.screenshot({ path: shotPath("tournament-finished.png"), fullPage: true });

    // On a phone the page fits its width.
    const phone = await Player.phone(browser, base, "umar");
    await phone.logIn();
    for (const [where, file] of [[path, "tournament-phone.png"], ["/tournaments", "tournaments-phone.png"]]) {
      await phone.goto(where);
      assert.ok(await phone.fitsWidth(), `${where} is wider than a phone`);
      await phone.page.screenshot({ path: shotPath(file), fullPage: true });
    }
    await phone.close();
    for (const p of players.values()) assert.deepEqual(p.errors, []);
  }, { WORKER_INTERVAL_SECS: "1" });
});
