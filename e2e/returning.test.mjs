// Browser end-to-end test of coming back to the site: the header's count of games waiting
// for you, the game page's "next game waiting for you" link, game numbers and invitation
// notes, and times in the browser's own time zone (one player's browser is in Bangkok, on a
// phone; the other's in UTC, on a desktop). Screenshots go to
// target/e2e-screenshots/returning-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

/// The games (`/games/<id>` paths) in the lobby's "Your turn" list, and the header's count.
async function waiting(player) {
  await player.goto("/");
  const mine = await player.page
    .locator('#my-turn a[href^="/games/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const badge = player.page.locator("#waiting-count");
  const count = (await badge.count()) > 0 ? Number((await badge.innerText()).replace(/\D/g, "")) : 0;
  return { mine, count };
}

test("coming back: waiting count, next game, numbers, notes and local times", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("returning");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ann = await Player.open(browser, server.base, "ann");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Bangkok" });
    context.setDefaultTimeout(15_000);
    const ben = new Player(context, await context.newPage(), server.base, "ben");
    ben.errors = [];
    ben.page.on("pageerror", (e) => ben.errors.push(String(e)));
    await ann.signUp();
    await ben.signUp();
    await ann.createInvitation({ players: 2, note: "Friday rematch", board: "siam", hands: "original" }).then((l) => ben.join(l));
    await ann.createInvitation({ game: "meridian", players: 2 }).then((l) => ben.join(l));

    // Whoever is to move: the header counts exactly the lobby's "Your turn" games, and each
    // game page links the longest-waiting other one.
    await ann.goto("/");
    const games = await ann.page
      .locator('#my-turn a[href^="/games/"], #running a[href^="/games/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.equal(games.length, 2, "two running games");
    let total = 0;
    for (const p of [ann, ben]) {
      const { mine, count } = await waiting(p);
      assert.equal(count, mine.length, `${p.name}: the header counts the games waiting`);
      total += count;
      for (const g of games) {
        await p.goto(g);
        const link = p.page.locator('[data-testid="next-game"]');
        const next = (await link.count()) > 0 ? await link.getAttribute("href") : null;
        assert.equal(next, mine.find((m) => m !== g) ?? null, `${p.name} on ${g}: the next game waiting`);
      }
    }
    assert.equal(total, 2, "each game waits for exactly one player");

    // Numbers in the order the games started, and the note stays with its game.
    await ann.goto("/");
    const lobby = await ann.page.locator("main").innerText();
    assert.match(lobby, /#1 King of Siam/);
    assert.match(lobby, /#2 Meridian/);
    assert.match(lobby, /Friday rematch/);
    await ann.page.screenshot({ path: shotPath("returning-lobby-desktop.png"), fullPage: true });
    const siam = await ann.page.locator('a[href^="/games/"]:has-text("#1")').first().getAttribute("href");
    await ann.goto(siam);
    assert.equal((await ann.page.locator('[data-testid="game-number"]').innerText()).trim(), "Game 1");
    assert.match(await ann.page.locator('[data-testid="game-note"]').innerText(), /Friday rematch/);
    assert.match(await ann.page.title(), /· Game 1 ·/);

    // Times: ann's browser is in UTC; ben's lobby asked his browser once and now shows
    // Bangkok time (UTC+7). The settings page names the zone.
    assert.match(lobby, /last move .* UTC|since .* UTC/);
    let benLobby = "";
    for (let i = 0; i < 20 && !/\+07/.test(benLobby); i++) {
      await ben.goto("/");
      benLobby = await ben.page.locator("main").innerText();
      if (!/\+07/.test(benLobby)) await ben.page.waitForTimeout(250);
    }
    assert.match(benLobby, /\+07/, "ben's lobby is in Bangkok time");
    assert.doesNotMatch(benLobby, / UTC/);
    await ben.page.screenshot({ path: shotPath("returning-lobby-phone.png"), fullPage: true });
    await ben.goto("/settings");
    assert.equal((await ben.page.locator('[data-testid="time-zone"]').innerText()).trim(), "Asia/Bangkok");
    const wide = await ben.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 391, `the phone settings page is ${wide} px wide`);

    assert.deepEqual([...ann.errors, ...ben.errors], [], "no script errors");
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
