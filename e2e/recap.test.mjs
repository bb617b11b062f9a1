// Browser end-to-end test of coming back to a game after the others moved: the recap
// "Your last move and what followed", the last move highlighted on the map with its caption, the game
// log that opens on demand with the game's headings, the compact history with ← / → keys and
// first / last links, and the result panel's standings with the lobby's won / lost and
// replay link — on a desktop (ann) and a phone (ben). The players sign up, invite and join
// through the pages; the moves in between are made through the JSON API, as if on another
// device, so the test can look at what each person finds when they come back.
// Screenshots go to target/e2e-screenshots/recap-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, api, apiMove, apiToken, clickAndWait, launchBrowser, prng, seedFor, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

/// The recap on the game page: `[{ step, text }]` (empty when there is none).
async function recap(player) {
  return player.page.locator('[data-testid="recap"] ol > li[value]').evaluateAll((lis) =>
    lis.map((li) => ({ step: Number(li.getAttribute("value")), text: li.textContent.replace(/\s+/g, " ").trim() })),
  );
}

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`recap-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

test("coming back: recap, last move on the map, game log, compact history, standings", { timeout: TEST_TIMEOUT }, async () => {
  const rng = prng(seedFor(20261125));
  const server = await startServer("recap");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ann = await Player.open(browser, server.base, "ann");
    const ben = await Player.phone(browser, server.base, "ben");
    await ann.signUp();
    await ben.signUp();
    // Open hands: everybody may see the whole history, so both logs show every step.
    const link = await ann.createInvitation({ players: 2, board: "siam", hands: "open" });
    await ben.join(link);
    await ben.goto(link);
    const gameUrl = await ben.page.getByRole("link", { name: "Go to the game" }).getAttribute("href");
    const gameId = gameUrl.split("/").pop();
    const tokens = { ann: await apiToken(server.base, "ann"), ben: await apiToken(server.base, "ben") };
    const players = { ann, ben };
    // An open game page reloads itself at every move (live updates): the players look
    // away while the others move, as they would between visits.
    const away = () => Promise.all([ann.page.goto("about:blank"), ben.page.goto("about:blank")]);
    const seq = async () => (await api(server.base, "GET", `/games/${gameId}`, tokens.ann)).seq;

    // The first mover plays a card elsewhere; the other comes back to the game page.
    const first = await apiMove(server.base, gameId, tokens, { rng });
    const other = first.mover === "ann" ? "ben" : "ann";
    const back = players[other];
    await back.goto(gameUrl);
    let steps = await recap(back);
    assert.equal(steps.length, 1, `${other} is told the one step since they last moved`);
    assert.equal(steps[0].step, 1);
    assert.ok(steps[0].text.startsWith(first.mover), `the recap names ${first.mover}: ${steps[0].text}`);
    assert.match(steps[0].text, /(ago|now):/, "the recap says when the step was played");
    const caption = back.page.locator('[data-testid="last-move"]');
    assert.match(await caption.innerText(), /^Last move \(step 1\): .+ Outlined in green: what it changed\./);
    assert.ok((await back.page.locator(".map-area svg .changed").count()) >= 1, "the changed provinces are outlined");
    assert.equal(await caption.getByRole("link", { name: "This step in the history" }).getAttribute("href"), `${gameUrl}/history/1`);
    await shoot(back, `${other}-comes-back`);

    // Two more moves: each player's recap starts at their own previous move, which stays in
    // view with the answers under it until their next one.
    await away();
    const second = await apiMove(server.base, gameId, tokens, { rng });
    assert.equal(second.mover, other);
    const third = await apiMove(server.base, gameId, tokens, { rng });
    for (const name of [first.mover, other]) {
      const p = players[name];
      await p.goto(gameUrl);
      steps = await recap(p);
      // The player who just moved sees that move; the other their own (2) and the answer (3).
      if (name === third.mover) assert.deepEqual(steps.map((s) => s.step), [3], `${name} moved last`);
      else assert.deepEqual(steps.map((s) => s.step), [2, 3], `${name}'s recap`);
    }

    // On until a struggle has ended, so the log has a heading.
    const passy = { rng, pass: () => rng.chance(0.5) };
    let headings = 0;
    await away();
    for (let n = 0; n < 200 && headings === 0; n++) {
      await apiMove(server.base, gameId, tokens, passy);
      const html = await (await fetch(`${server.base}${gameUrl}/log`, { headers: { cookie: await cookieOf(ann) } })).text();
      headings = (html.match(/class="phase-heading"/g) ?? []).length;
    }
    assert.ok(headings >= 1, "a struggle ended");
    const total = await seq();

    // The game log opens on demand, on the phone too: every step, the struggle's heading.
    for (const p of [ann, ben]) {
      await p.goto(gameUrl);
      await p.page.locator("#log > summary").click();
      const log = p.page.locator('#log [data-testid="history"]');
      await log.waitFor();
      assert.equal(await log.locator('li[id^="step-"]').count(), await visibleSteps(server.base, gameId, tokens[p.name]), `${p.name}'s log has every step they may see`);
      assert.ok((await log.locator("li.phase-heading").count()) >= 1, `${p.name}'s log has the struggle's heading`);
      await shoot(p, `${p.name}-log`);
    }

    // The history page: one line per step, the headings; the step view steps with the keys.
    await ann.goto(`${gameUrl}/history`);
    const lines = ann.page.locator('[data-testid="history"] > li[id^="step-"]');
    await shoot(ann, "history");
    // Each step whole (wrapped, never cut with "…") with the time it was played.
    const clipped = await lines.evaluateAll((lis) => lis.filter((li) => li.scrollWidth > li.clientWidth + 1 || getComputedStyle(li).textOverflow === "ellipsis").length);
    assert.equal(clipped, 0, "no step is cut");
    const times = await lines.locator("time").allInnerTexts();
    assert.equal(times.length, await lines.count(), "every step has its time");
    assert.ok(times.every((t) => /ago|now/.test(t)), `recent steps read as "… ago": ${times.slice(0, 3).join(" | ")}`);
    const firstStep = Number(await lines.first().getAttribute("value"));
    await clickAndWait(ann.page, lines.first().locator("a").first());
    await clickAndWait(ann.page, () => ann.page.keyboard.press("ArrowRight"));
    assert.equal(new URL(ann.page.url()).pathname, `${gameUrl}/history/${firstStep + 1}`, "→ goes to the next step");
    await clickAndWait(ann.page, () => ann.page.keyboard.press("ArrowLeft"));
    assert.equal(new URL(ann.page.url()).pathname, `${gameUrl}/history/${firstStep}`, "← goes back");
    await clickAndWait(ann.page, ann.page.locator('a[rel="last"]'));
    assert.equal(new URL(ann.page.url()).pathname, `${gameUrl}/history/${total}`, "the last-step link");
    await clickAndWait(ann.page, ann.page.locator('a[rel="first"]'));
    // With the whole history open to her, the first link goes to the start (the setup).
    assert.equal(firstStep, 1);
    assert.equal(new URL(ann.page.url()).pathname, `${gameUrl}/history/0`, "the first-step link");
    await shoot(ann, "history-step");
    // Somewhere a card was played: its step outlines what it changed.
    const played = await api(server.base, "GET", `/games/${gameId}/history`, tokens.ann);
    const card = played.steps.find((s) => s.notation !== "pass" && s.step >= firstStep);
    if (card) {
      await ann.goto(`${gameUrl}/history/${card.step}`);
      assert.ok((await ann.page.locator(".map-area svg .changed").count()) >= 1, `step ${card.step} outlines its changes`);
    }

    // To the end; then one result panel with every player ranked, on both screens.
    await away();
    for (let n = 0; n < 400; n++) if (!(await apiMove(server.base, gameId, tokens, passy))) break;
    for (const p of [ann, ben]) {
      await p.goto(gameUrl);
      assert.equal(await p.page.locator('[data-testid="result"]').count(), 1, "one result panel");
      const table = p.page.locator('[data-testid="standings"]');
      const head = await table.locator("thead th").allInnerTexts();
      assert.deepEqual(head.slice(0, 2), ["Rank", "Player"]);
      assert.ok(head.length >= 3, `the game's own columns: ${head}`);
      const rows = await table.locator("tbody tr").allInnerTexts();
      assert.equal(rows.length, 2, "every player has a row");
      await shoot(p, `${p.name}-result`);
      // The lobby says how it went and links the replay.
      await p.goto("/");
      const item = p.page.locator("#finished li").first();
      assert.match(await item.locator('[data-testid="result"]').innerText(), /won|lost|shared/);
      await clickAndWait(p.page, item.getByRole("link", { name: "replay" }));
      assert.equal(new URL(p.page.url()).pathname, `${gameUrl}/history/0`);
      await shoot(p, `${p.name}-replay`);
      assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    }
    ok = true;
  } finally {
    await browser.close().catch(() => {});
    await server.stop({ keep: !ok });
    if (!ok) console.error(server.readLog());
  }
});

/// The session cookie of a player's browser, for fetching a page as them.
async function cookieOf(player) {
  const cookies = await player.context.cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/// How many steps the history gives this player (their R12 window).
async function visibleSteps(base, gameId, token) {
  return (await api(base, "GET", `/games/${gameId}/history`, token)).steps.length;
}
