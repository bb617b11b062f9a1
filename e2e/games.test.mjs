// Browser end-to-end tests: whole games played by clicking, as people would.
//
//   cargo build && node --test e2e/          (scripts/test.sh runs them after cargo test)
//
// Each test starts the real server binary (target/debug/maipenrai) with its own SQLite
// file on a free port, opens one Chromium context per player (separate cookie jars), and
// goes through sign-up, the lobby's invitation form, the invitation link, and a complete
// game with the no-JavaScript move composer: a random card, a random offered choice at
// every step (on the map or in the list), the preview, Confirm — or Pass. Nothing uses the
// JSON API. Screenshots go to target/e2e-screenshots/.
//
// The choices come from a seeded PRNG (E2E_SEED=<n> replays one seed); the server's own
// randomness (seating, tiles) still differs per run, so the steering in `playToEnd`
// (lib.mjs) makes the automatic skip happen in every game.
// Uses Debian's /usr/bin/chromium (CHROMIUM=… for another one); never downloads a browser.

import test from "node:test";
import assert from "node:assert/strict";
import { clickAndWait, commitmentChecksOut, gather, playToEnd, prng, seedFor, shotPath, skipExpected, withServer } from "./lib.mjs";

// Each test takes about a minute on 2 cores; E2E_TIMEOUT_MS bounds it differently.
const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

/// The end of a game as every player sees it, then the history and one replayed step.
async function checkEnd(t, { players, gameUrl, stats, label, rng, teams = false }) {
  const last = players.get(stats.lastMover);
  const page = last.page;
  const result = page.locator('[data-testid="result"]');
  assert.equal(await result.count(), 1, "the result box is shown");
  const headline = (await page.locator('[data-testid="result-headline"]').innerText()).trim();
  const seats = await last.seats();
  const winners = seats.filter((s) => s.winner);
  assert.ok(winners.length >= 1, "at least one winner is marked");
  assert.match(headline, /^★ .+ wins?\.$/, "the headline says who won");
  for (const w of winners) assert.ok(headline.includes(w.name), `the headline “${headline}” names ${w.name}`);
  const resultText = await result.innerText();
  assert.match(resultText, /Decided by/);
  assert.match(resultText, /Provinces/);
  assert.match(await commitmentChecksOut(page), /matches it/, "the revealed setup matches the commitment");
  await page.screenshot({ path: shotPath(`${label}-result.png`), fullPage: true });
  if (teams) {
    // "★ Team A (ann and cid) wins.": two partners, seats 1+3 or 2+4.
    const m = /^★ (Team [AB](?: and Team [AB])?) \((.+)\) wins?\.$/.exec(headline);
    assert.ok(m, `a team headline: “${headline}”`);
    const named = m[2].split(" and ");
    assert.ok(named.length === 2 || named.length === 4, `the headline names partners: “${headline}”`);
    const bySeat = new Map(seats.map((s) => [s.name, s.seat]));
    const seatNos = named.map((n) => bySeat.get(n)).sort();
    assert.ok(seatNos.every((s) => s !== undefined), `the named winners ${named} are players`);
    if (named.length === 2) {
      assert.equal(seatNos[1] - seatNos[0], 2, `partners sit opposite (seats ${seatNos.map((s) => s + 1)})`);
      const team = seatNos[0] === 0 ? "Team A" : "Team B";
      assert.equal(m[1], team, `seats ${seatNos.map((s) => s + 1)} are ${team}`);
    }
    assert.deepEqual(
      winners.map((w) => w.seat).sort(),
      seatNos,
      "the winner badges are on the named partners",
    );
  }

  // Everybody sees the same end; every hand is open now.
  for (const p of players.values()) {
    await p.goto(gameUrl);
    const st = await p.status();
    assert.ok(st.over, `${p.name} sees the game over (“${st.text}”)`);
    assert.equal((await p.page.locator('[data-testid="result-headline"]').innerText()).trim(), headline);
    assert.equal(await p.page.locator("#composer").count(), 0, `${p.name} has no composer at the end`);
    assert.equal(await p.page.locator("[data-hand]").count(), players.size, "every hand is shown at the end");
    assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
  }

  // The history: every step, numbered from 1, with the skip narrated; then one step.
  await clickAndWait(page, page.locator("nav.game-links").getByRole("link", { name: "History" }));
  const items = page.locator('[data-testid="history"] > li[id^="step-"]');
  const total = await items.count();
  assert.equal(total, stats.moves, "one history step per move made");
  assert.equal(await items.first().getAttribute("value"), "1", "the complete history starts at step 1");
  const historyText = await page.locator('[data-testid="history"]').innerText();
  // Every struggle is narrated in the history, whether its flash came mid-game or the
  // last ones were folded into the result panel at the end.
  assert.match(historyText, /Struggle 1 for .+ take control\./, "the history narrates the struggles");
  for (const s of stats.skips) {
    // A flash folds repeats ("Two times: eve … is skipped."); the history tells each once.
    const once = s.replace(/ \(\d+ times\)\.$/, ".").replace(/^(?:Two|Three|Four|Five|Six|Seven|Eight|\d+) times: /, "");
    assert.ok(historyText.includes(once), `the history narrates “${once}”`);
  }
  // A struggle that ended before the last move was told in a flash at the time; those
  // that ended with the last move are told in the result panel instead (the server's draw
  // decides whether any struggle ends early).
  const endedEarly = await page
    .locator('[data-testid="history"] > li')
    .evaluateAll((lis) => lis.filter((li, i) => li.classList.contains("phase-heading") && i < lis.length - 1).length);
  if (endedEarly > 0) assert.ok(stats.resolutions.length >= 1, "a flash message reported a struggle resolution");
  await page.screenshot({ path: shotPath(`${label}-history.png`), fullPage: true });

  const step = 1 + Math.floor(rng() * total);
  await clickAndWait(page, items.nth(step - 1).locator("a").first());
  assert.equal(new URL(page.url()).pathname, `${gameUrl}/history/${step}`);
  const heading = (await page.locator('[data-testid="step-heading"]').innerText()).trim();
  assert.match(heading, new RegExp(`^Step ${step}: \\S+$`));
  assert.ok(players.has(heading.split(": ")[1]), `step ${step} was made by a player: ${heading}`);
  assert.match(await page.locator(".game-head").innerText(), new RegExp(`the board after step ${step} of ${total}`));
  assert.ok((await page.locator(".game-head ul.narration li").count()) >= 1, "the step is narrated");
  assert.equal(await page.locator(".map-area svg").count(), 1, "the step shows the board");
  await page.screenshot({ path: shotPath(`${label}-history-step.png`), fullPage: true });
  const nav = step < total ? `Step ${step + 1} →` : `← Step ${step - 1}`;
  const other = step < total ? step + 1 : step - 1;
  await clickAndWait(page, page.getByRole("link", { name: nav }));
  assert.match(await page.locator('[data-testid="step-heading"]').innerText(), new RegExp(`^Step ${other}: `));
  t.diagnostic(
    `${label}: ${stats.moves} moves (${stats.plays} cards, ${stats.passes} passes; ` +
      `${stats.mapClicks} map clicks, ${stats.listClicks} list clicks), ` +
      `${stats.resolutions.length} resolutions seen, ${stats.skips.length} skips seen; ${headline}`,
  );
}

test("3-player King of Siam, original hands, a whole game by clicking", { timeout: TEST_TIMEOUT }, async (t) => {
  const seed = seedFor(20240601);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "siam3", async ({ server, browser, log }) => {
    const { players, gameUrl } = await gather(
      browser,
      server.base,
      ["ann", "ben", "cid"],
      { board: "siam", players: 3, hands: "original", note: "e2e: three players" },
      "siam3",
    );
    // Original hands: each page shows exactly one hand, the viewer's own.
    for (const p of players.values()) {
      await p.goto(gameUrl);
      const seats = await p.seats();
      assert.deepEqual(seats.filter((s) => s.hand).map((s) => s.name), [p.name], `${p.name} sees only their own hand`);
      assert.ok(seats.every((s) => s.cardsLeft === 8), "everybody starts with 8 cards");
    }
    const stats = await playToEnd({ players, gameUrl, rng, label: "siam3", log });
    assert.ok(stats.passes >= 1, "somebody passed");
    assert.ok(stats.resets >= 1, "a draft was reset");
    assert.ok(stats.backs >= 1, "a step was taken back");
    assert.ok(stats.mapClicks >= 1 && stats.listClicks >= 1, "choices were made on the map and in the list");
    if (skipExpected(stats, players.size)) {
      assert.ok(
        stats.skips.some((s) => s.startsWith(`${stats.anchor} has no cards left and is skipped`)),
        `${stats.anchor}, out of cards first, was skipped: ${stats.skips}`,
      );
    }
    await checkEnd(t, { players, gameUrl, stats, label: "siam3", rng });
  });
});

test("2-player King of Saba, open hands, a whole game by clicking", { timeout: TEST_TIMEOUT }, async (t) => {
  const seed = seedFor(20240602);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "saba2", async ({ server, browser, log }) => {
    const { players, gameUrl } = await gather(
      browser,
      server.base,
      ["dan", "eve"],
      { board: "saba", players: 2, hands: "open" },
      "saba2",
    );
    const first = players.get("dan");
    await first.goto(gameUrl);
    assert.match(await first.page.locator("h1").first().innerText(), /King of Saba/);
    // Open hands: both hands on every page.
    assert.equal((await first.seats()).filter((s) => s.hand).length, 2, "open hands show both hands");
    const stats = await playToEnd({ players, gameUrl, rng, label: "saba2", log });
    if (skipExpected(stats, players.size)) assert.ok(stats.skips.length >= 1, "an automatic skip was reported");
    await checkEnd(t, { players, gameUrl, stats, label: "saba2", rng });
  });
});

test("4-player team game of King of Siam, a whole game by clicking", { timeout: TEST_TIMEOUT }, async (t) => {
  const seed = seedFor(20240603);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "siam4", async ({ server, browser, log }) => {
    const { players, gameUrl } = await gather(
      browser,
      server.base,
      ["fay", "gus", "hal", "ida"],
      { board: "siam", players: 4, hands: "original", note: "e2e: teams" },
      "siam4",
    );
    const p = players.get("fay");
    await p.goto(gameUrl);
    const panels = await p.page.locator("article.seat").allInnerTexts();
    assert.equal(panels.length, 4);
    panels.forEach((text, i) =>
      assert.match(text, i % 2 === 0 ? /Team A · seats 1 & 3/ : /Team B · seats 2 & 4/, `seat ${i + 1}'s team`),
    );
    const stats = await playToEnd({ players, gameUrl, rng, label: "siam4", log });
    if (skipExpected(stats, players.size)) assert.ok(stats.skips.length >= 1, "an automatic skip was reported");
    await checkEnd(t, { players, gameUrl, stats, label: "siam4", rng, teams: true });
  });
});
