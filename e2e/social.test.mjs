// Browser end-to-end test of the social layer, as people meet it: an invitation listed and
// sent to a friend by name, the friend finding it in the lobby (phone), a spectator on the
// Watch page, the chat arriving live without losing a message being written, unread
// messages told in the header, the lobby and the game page (desktop and phone), muting it, a
// private note, resigning after a confirmation, the result reaching the other player's
// open page, "play again", the profile and the leaderboard. Screenshots go to
// target/e2e-screenshots/social-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, clickAndWait, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`social-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

/// Waits until `check` (run in the page) is true.
async function until(page, what, check, arg) {
  await page.waitForFunction(check, arg, { timeout: 20_000 }).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });
}

test("social: invite by name, watch, live chat, private note, resign, rematch, profile", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("social");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ana = await Player.open(browser, server.base, "ana");
    const ben = await Player.phone(browser, server.base, "ben");
    const cleo = await Player.open(browser, server.base, "cleo");
    for (const p of [ana, ben, cleo]) await p.signUp();

    // ana lists a two-player game and invites ben by name.
    await ana.goto("/");
    const form = ana.page.locator('form[action="/invitations"]:has(input[name="game"][value="king-of-siam"])');
    const details = ana.page.locator('details.new-game:has(input[name="game"][value="king-of-siam"])');
    if ((await details.count()) > 0 && !(await details.evaluate((d) => d.open))) await details.locator("summary").click();
    await form.locator('select[name="players"]').selectOption("2");
    await form.locator('input[name="listed"][value="listed"]').check();
    await form.locator('input[name="invite"]').fill("ben");
    await shoot(ana, "invitation-form-desktop");
    await clickAndWait(ana.page, form.getByRole("button", { name: "Create invitation" }));
    assert.match(new URL(ana.page.url()).pathname, /^\/invite\//);

    // cleo finds it on Open games; ben finds it in his lobby, on his phone, and joins.
    await cleo.goto("/open-games");
    assert.equal(await cleo.page.locator('[data-testid="open-join"]').count(), 1, "listed for cleo");
    await shoot(cleo, "open-games-desktop");
    await ben.goto("/");
    const invited = ben.page.locator('[data-testid="invited"]');
    assert.match(await invited.innerText(), /ana invites you/);
    await shoot(ben, "invited-phone");
    await clickAndWait(ben.page, invited.locator("a").first());
    await clickAndWait(ben.page, ben.page.getByRole("button", { name: "Join this game" }));
    const gameUrl = new URL(ben.page.url()).pathname;
    assert.match(gameUrl, /^\/games\/[0-9a-f-]{36}$/);

    // cleo watches: the game is on the Watch page; she sees no chat while it runs.
    await cleo.goto("/watch");
    await clickAndWait(cleo.page, cleo.page.locator(`a[href="${gameUrl}"]`).first());
    assert.match(await cleo.page.locator('[data-testid="chat-closed"]').innerText(), /once the game is over/);
    await shoot(cleo, "watching-desktop");

    // ben starts writing; ana's message arrives on his open page without a reload, and
    // what he was writing stays in the box.
    await ben.goto(gameUrl);
    // ben asks for new messages to be read out (his screen reader's live region).
    await ben.page.locator('[data-testid="chat-announce"]').check();
    await ben.page.locator('[data-testid="chat-text"]').fill("half a thought");
    await ana.goto(gameUrl);
    await ana.page.locator('[data-testid="chat-text"]').fill("Hello ben <b>good luck</b> https://example.org/rules");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="chat-send"]'));
    assert.equal(await ana.page.locator('.chat-log a[href="https://example.org/rules"]').count(), 1, "the link is clickable");
    await until(ben.page, "the message on ben's page", () => document.querySelector(".chat-log")?.innerText.includes("good luck"));
    await until(ben.page, "the message read out to ben", () => document.getElementById("announcer").textContent.startsWith("ana: Hello ben"));
    assert.equal(await ben.page.locator('[data-testid="chat-text"]').inputValue(), "half a thought", "the draft survives");
    assert.equal(await ben.page.locator(".chat-log b").count(), 0, "no markup from a message");
    await ben.page.locator('[data-testid="chat-text"]').fill("Thanks, you too!");
    await clickAndWait(ben.page, ben.page.locator('[data-testid="chat-send"]'));
    await shoot(ben, "chat-phone");
    await shoot(ana, "chat-desktop");

    // ben's answer came while ana's page was open, but she has not looked at it: the
    // header and the lobby tell her, and the lobby's marker takes her to it, marked new.
    await ana.goto("/");
    assert.equal(await ana.page.locator("#chat-count").getAttribute("title"), "New chat messages in 1 game");
    const marker = ana.page.locator('[data-testid="unread"]');
    assert.equal(await marker.innerText(), "1 new message");
    await shoot(ana, "lobby-unread-desktop");
    await clickAndWait(ana.page, marker);
    assert.equal(new URL(ana.page.url()).hash, "#chat");
    assert.equal(await ana.page.locator('[data-testid="unread-chat"]').innerText(), "1 new chat message ↓");
    assert.equal(await ana.page.locator('[data-testid="chat-new"]').count(), 1, "ben's answer is marked new");
    assert.equal(await ana.page.locator("#chat-count").count(), 0, "read now");
    await ana.goto("/");
    assert.equal(await ana.page.locator('[data-testid="unread"]').count(), 0, "read: gone from the lobby");
    await ana.goto(gameUrl);

    // ana mutes the chat: its messages are gone from her page until she shows them again.
    await clickAndWait(ana.page, ana.page.locator('[data-testid="chat-mute"]'));
    assert.equal(await ana.page.locator('[data-testid="chat-muted"]').count(), 1, "muted");
    assert.equal(await ana.page.locator('[data-testid="chat-log"]').count(), 0, "no messages while muted");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="chat-unmute"]'));
    assert.match(await ana.page.locator('[data-testid="chat-log"]').innerText(), /Thanks, you too!/);
    await ana.page.locator('[data-testid="chat-text"]').fill("See you at the next move");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="chat-send"]'));

    // On ben's phone: the header's marker and the lobby's, which leads to the message.
    await ben.goto("/");
    assert.equal(await ben.page.locator("#chat-count").count(), 1, "the header tells ben");
    await shoot(ben, "lobby-unread-phone");
    await clickAndWait(ben.page, ben.page.locator('[data-testid="unread"]'));
    assert.match(await ben.page.locator('.chat-log li.chat-new').innerText(), /See you at the next move/);
    await shoot(ben, "chat-unread-phone");

    // A private note: saved for ben, nowhere for ana.
    await ben.page.locator('[data-testid="private-note"] summary').click();
    await ben.page.locator('[data-testid="note-text"]').fill("ana seems to collect Rama");
    await clickAndWait(ben.page, ben.page.locator('[data-testid="note-save"]'));
    assert.ok((await ben.flashes()).some((f) => f.includes("Only you can see it")));
    await ana.goto(gameUrl);
    assert.ok(!(await ana.page.content()).includes("collect Rama"), "ana reads ben's note");

    // ben resigns after a confirmation; ana's open page shows the result by itself.
    await clickAndWait(ben.page, ben.page.locator('[data-testid="resign"]'));
    assert.match(await ben.page.locator('[data-testid="resign-confirm"]').innerText(), /The game ends now and ana wins/);
    await shoot(ben, "resign-confirm-phone");
    await clickAndWait(ben.page, ben.page.locator('[data-testid="resign-yes"]'));
    assert.match(await ben.page.locator('[data-testid="result-headline"]').innerText(), /ana wins/);
    await until(ana.page, "the result on ana's open page", () => document.querySelector('[data-testid="result"]') !== null);
    assert.match(await ana.page.locator('[data-testid="result"]').innerText(), /ben resigned, so ana wins/);
    await shoot(ana, "resigned-desktop");
    await shoot(ben, "resigned-phone");

    // The spectator now reads the chat.
    await cleo.goto(gameUrl);
    assert.match(await cleo.page.locator('[data-testid="chat-log"]').innerText(), /Thanks, you too!/);

    // "Play again": ben finds ana's new invitation in his lobby.
    await clickAndWait(ana.page, ana.page.locator('[data-testid="rematch"]'));
    assert.match(new URL(ana.page.url()).pathname, /^\/invite\//);
    await ben.goto("/");
    assert.match(await ben.page.locator('[data-testid="invited"]').innerText(), /ana invites you/);

    // The profile (from the name in the result). The game ended before either player made
    // two moves of their own, so once the worker has looked at it the page says it stayed
    // casual (docs/social.md § Ratings), and the leaderboard says who qualifies.
    await ana.goto(gameUrl);
    await clickAndWait(ana.page, ana.page.locator('[data-testid="standings"] a[href="/players/ben"]'));
    assert.match(await ana.page.locator('[data-testid="profile"]').innerText(), /Member since/);
    let casual = false;
    for (let i = 0; i < 60 && !casual; i++) {
      await ana.goto(gameUrl);
      casual = (await ana.page.locator("main").innerText()).includes("Casual after all");
      if (!casual) await ana.page.waitForTimeout(500);
    }
    assert.match(
      await ana.page.locator("main").innerText(),
      /Casual after all: the game ended before every player had made 2 moves of their own/,
    );
    await ana.goto("/leaderboard/king-of-siam");
    const board = await ana.page.locator('[data-testid="leaderboard"]').innerText();
    assert.match(board, /at least 10 rated games against at least 5 different opponents/);
    assert.match(board, /Nobody qualifies yet/);
    await shoot(ana, "leaderboard-desktop");
    await ben.goto("/players/ben");
    assert.equal(await ben.page.locator('[data-testid="ratings"]').count(), 0, "no rating from a game that stayed casual");
    await shoot(ben, "profile-phone");

    for (const p of [ana, ben, cleo]) assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    ok = true;
  } finally {
    await browser.close().catch(() => {});
    await server.stop({ keep: !ok });
    if (!ok) console.error(server.readLog());
  }
});
