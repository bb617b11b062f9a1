// Browser end-to-end test of the move composer without page loads: with JavaScript, each
// choice swaps the board and the composer in place (no page load, the scroll position
// kept, focus in the composer, the address and the back button following the draft), on a
// desktop and on a phone; without JavaScript the same links load the page as before.
// Screenshots go to target/e2e-screenshots/composer-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, apiMove, apiToken, clickAndWait, gather, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

/// The rows of the draft (choices made so far).
async function draftRows(page) {
  return page.locator('[data-testid="draft"] > li.done').count();
}

/// Waits until the draft shows `n` choices (a swap after the back button lands a moment
/// after the address changed).
async function draftShows(page, n, what) {
  await page
    .waitForFunction((n) => document.querySelectorAll('[data-testid="draft"] > li.done').length === n, n, { timeout: 10_000 })
    .catch(() => { throw new Error(`${what}: the draft never showed ${n} choices`); });
}

/// Opens `url` in `p`'s page; an open game page may be reloading itself (a move arrived),
/// which interrupts the navigation: then it waits for that load and opens the page again.
async function open(p, url) {
  for (let i = 0; ; i++) {
    try {
      await p.page.goto(url, { waitUntil: "load" });
      return;
    } catch (e) {
      if (i >= 2 || !String(e).includes("interrupted by another navigation")) throw e;
      await p.page.waitForLoadState("load");
    }
  }
}

/// One composer choice by a click, checked to happen in place: no page load (a mark left
/// on the window survives), the page where it was, focus in the composer.
async function chooseInPlace(p, what) {
  const page = p.page;
  await page.evaluate(() => { window.__noLoad = "kept"; });
  // King of Siam's first step is a card; later steps are options.
  const cards = page.locator('[data-testid="card-choice"]');
  const option = (await cards.count()) > 0 ? cards.first() : page.locator('[data-testid="option"]').first();
  await option.scrollIntoViewIfNeeded();
  const before = { y: await page.evaluate(() => window.scrollY), url: page.url(), rows: await draftRows(page) };
  await clickAndWait(page, option);
  assert.equal(await page.evaluate(() => window.__noLoad), "kept", `${p.name} ${what}: no page load`);
  assert.notEqual(page.url(), before.url, `${p.name} ${what}: the address follows the draft`);
  const y = await page.evaluate(() => window.scrollY);
  assert.ok(Math.abs(y - before.y) <= 2, `${p.name} ${what}: the page stays where it was (${before.y} → ${y})`);
  assert.ok(
    await page.evaluate(() => !!document.activeElement?.closest("#composer")),
    `${p.name} ${what}: focus in the composer (on the next step's first choice)`,
  );
  assert.equal(await draftRows(page), before.rows + 1, `${p.name} ${what}: one more choice in the draft`);
  return before;
}

test("composer: choices swap in place, the back button follows, no JavaScript still works", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("composer");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const { players, gameUrl } = await gather(browser, server.base, ["ann", "ben"], { players: 2, board: "siam", hands: "original" });
    const gameId = gameUrl.split("/").pop();
    const tokens = { ann: await apiToken(server.base, "ann"), ben: await apiToken(server.base, "ben") };
    // ben plays on a phone.
    const phone = await Player.phone(browser, server.base, "ben");
    await phone.logIn();
    const ann = players.get("ann");
    for (const round of [0, 1]) {
      // Idle pages are parked, so no live reload (a move elsewhere) lands in the middle.
      for (const q of [ann, phone, players.get("ben")]) await open(q, "about:blank");
      const game = await (await fetch(`${server.base}/api/v1/games/${gameId}`)).json();
      const p = game.to_move === "ann" ? ann : phone;
      await open(p, `${server.base}${gameUrl}`);
      const first = await chooseInPlace(p, `round ${round}, a card`);
      await p.page.screenshot({ path: shotPath(`composer-${p.name}-${round}.png`), fullPage: false });
      if ((await p.page.locator('[data-testid="option"]').count()) > 0) {
        await chooseInPlace(p, `round ${round}, a second choice`);
        // Back: the first choice again, still without a load.
        await clickAndWait(p.page, () => p.page.goBack());
        await draftShows(p.page, first.rows + 1, "back one choice");
        assert.equal(await p.page.evaluate(() => window.__noLoad), "kept", "back without a load");
      }
      await clickAndWait(p.page, () => p.page.goBack());
      assert.equal(p.page.url(), first.url, "back at the start");
      await draftShows(p.page, 0, "back at the start");
      // The move is made elsewhere; the next round is the other player's.
      await apiMove(server.base, gameId, tokens);
    }

    // Without JavaScript each choice loads the page, as it always did.
    const nojs = await browser.newContext({ javaScriptEnabled: false, storageState: await ann.context.storageState() });
    const page = await nojs.newPage();
    const game = await (await fetch(`${server.base}/api/v1/games/${gameId}`)).json();
    if (game.to_move !== "ann") await apiMove(server.base, gameId, tokens);
    await page.goto(`${server.base}${gameUrl}`, { waitUntil: "load" });
    await clickAndWait(page, page.locator('[data-testid="card-choice"]').first());
    assert.ok(new URL(page.url()).search.length > 1, "the draft is in the address");
    assert.equal(await draftRows(page), 1, "one choice made");
    await nojs.close();
    for (const p of [ann, phone]) assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    ok = true;
  } finally {
    await browser.close().catch(() => {});
    await server.stop({ keep: !ok });
    if (!ok) console.error(server.readLog());
  }
});
