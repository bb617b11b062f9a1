// Whole games by keyboard alone: kim plays King of Siam and Meridian at every player count
// against players who move through the API, and never touches the mouse. The page puts
// focus on the composer's first choice when it is her turn (on opening, and when another
// player's move arrives through the live update); she types the number of a random choice
// of each step (a Meridian tower's height is its number, typed digit by digit, then Enter
// when a longer number could follow), Enter on Confirm, or Enter, Tab, Enter to pass. Every
// key press is counted from the moment the page shows it is her turn to the move
// confirmed; the median and the maximum per game and player count are printed, and are
// written in docs/ui.md. The announcer (the polite live region) must have said the other
// players' moves in between; after Confirm the page's message about her move is focused,
// and a refused move's message is focused in the composer.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, api, apiAccounts, apiMove, launchBrowser, prng, seedFor, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 900_000);
const GAMES = [
  ["king-of-siam", [2, 3, 4]],
  ["meridian", [2, 3, 4]],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/// What has focus now: its test id, key and whether it sits in the composer.
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      testid: el?.getAttribute("data-testid") ?? null,
      key: el?.getAttribute("aria-keyshortcuts") ?? null,
      inComposer: !!el?.closest("#composer"),
      keys: [...document.querySelectorAll("#composer [data-key]")].map((e) => e.getAttribute("data-key")),
    };
  });
}

/// After Confirm the page's message about the move is focused (a screen reader reads it),
/// unless it is her turn again (then the composer's first choice is).
async function resultFocused(page) {
  const [state, focus] = await page.evaluate(() => [
    document.querySelector('[data-testid="status"]')?.getAttribute("data-state"),
    document.activeElement?.matches("main > .flash") ? document.activeElement.textContent.trim() : null,
  ]);
  if (state !== "mine") assert.ok(focus, `the result of Confirm is focused (${state})`);
}

/// A refused move: its message in the composer is focused, so it is read out first.
async function refusalFocused(page) {
  await page.locator("#composer details.notation summary").click();
  await page.locator('#composer details.notation input[name="move_text"]').fill("not a move");
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
  const focus = await page.evaluate(() =>
    document.activeElement?.matches("#composer .flash") ? document.activeElement.textContent.trim() : null,
  );
  const seen = await page.evaluate(() => [location.href, document.activeElement?.outerHTML.slice(0, 120), [...document.querySelectorAll(".flash")].map((f) => f.outerHTML.slice(0, 160))]);
  assert.ok(focus, `the refusal is focused: ${JSON.stringify(seen)}`);
}

/// One of kim's moves by keys alone; returns how many keys she pressed.
async function keyboardMove(page, rng) {
  let presses = 0;
  for (let i = 0; i < 40; i++) {
    const now = await focused(page);
    assert.ok(now.inComposer, `focus is in the composer (step ${i}): ${JSON.stringify(now)}`);
    if (now.testid === "confirm") {
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
      await resultFocused(page);
      return presses + 1;
    }
    if (now.testid === "pass-open") {
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
      return presses + 3;
    }
    assert.ok(now.keys.length > 0, `a choice to press: ${JSON.stringify(now)}`);
    // A random choice by its number (a tower's height is typed digit by digit); Enter
    // when a longer number could still follow ("1" before 12).
    const key = now.keys[Math.floor(rng() * now.keys.length)];
    const before = page.url();
    for (const digit of key) {
      await page.keyboard.press(digit);
      presses++;
    }
    const moved = await page
      .waitForFunction((old) => location.href !== old, before, { timeout: 400 })
      .then(() => true, () => false);
    if (!moved) {
      await page.keyboard.press("Enter");
      presses++;
    }
    // The composer swaps the next step in place (or loads it): wait for the new address.
    await page.waitForFunction((old) => location.href !== old && !document.querySelector("[aria-busy]"), before);
  }
  throw new Error("no move after 40 keys");
}

test("whole games by keyboard alone, with the key presses counted", { timeout: TEST_TIMEOUT }, async () => {
  const rng = prng(seedFor(20261203));
  const server = await startServer("keyboard");
  const browser = await launchBrowser();
  let ok = false;
  const figures = [];
  try {
    const names = ["kim", "lev", "max", "ned"];
    const tokens = await apiAccounts(server.base, names);
    const kim = await Player.open(browser, server.base, "kim");
    await kim.logIn();
    const page = kim.page;
    for (const [slug, counts] of GAMES) {
      for (const players of counts) {
        const seated = names.slice(0, players);
        const table = Object.fromEntries(seated.map((n) => [n, tokens[n]]));
        const invitation = await api(server.base, "POST", "/invitations", tokens.kim, { game: slug, players });
        let id;
        for (const n of seated.slice(1)) id = (await api(server.base, "POST", `/invitations/${invitation.code}/join`, tokens[n])).game_id;
        await kim.goto(`/games/${id}`);
        const presses = [];
        let othersMoved = false;
        for (let turn = 0; turn < 400; turn++) {
          const game = await api(server.base, "GET", `/games/${id}`, tokens.kim);
          if (game.status !== "active") break;
          if (game.to_move !== "kim") {
            await apiMove(server.base, id, table, { rng });
            othersMoved = true;
            continue;
          }
          // The live update brings the move that made it her turn (and the focus).
          await page.waitForSelector('[data-testid="status"][data-state="mine"]', { timeout: 15_000 });
          await page.waitForFunction(() => document.activeElement?.closest("#composer"), null, { timeout: 15_000 });
          if (othersMoved) {
            // Said a moment after the page changed (a live region must change to be read).
            await page.waitForFunction(() => document.getElementById("announcer").textContent.trim().length > 0, null, {
              timeout: 5_000,
            });
            othersMoved = false;
          }
          if (presses.length === 0 && players === 2) {
            await refusalFocused(page);
            // Back to the turn as the page opens it (focus on the first choice).
            await kim.goto(`/games/${id}`);
          }
          presses.push(await keyboardMove(page, rng));
        }
        assert.ok(presses.length > 0, `${slug} ${players}: kim moved`);
        figures.push({ slug, players, moves: presses.length, median: median(presses), max: Math.max(...presses) });
      }
    }
    console.log("key presses per move:");
    for (const f of figures) console.log(`  ${f.slug}, ${f.players} players: ${f.moves} moves, median ${f.median}, max ${f.max}`);
    assert.deepEqual(kim.errors, []);
    const worst = (slug) => Math.max(...figures.filter((f) => f.slug === slug).map((f) => f.median));
    assert.ok(worst("king-of-siam") <= 8, "King of Siam: a median of at most 8 key presses");
    assert.ok(worst("meridian") <= 6, "Meridian: a median of at most 6 key presses");
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
