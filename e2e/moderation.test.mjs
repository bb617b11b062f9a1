// Browser end-to-end test of moderation, as people meet it: the operator makes moe a
// moderator on the command line; ben insults ana in a game's chat; ana reports the message
// from its "Report" link and mutes ben on his profile; moe finds the report with its context,
// removes the message and suspends ben; ben (on his phone) sees the message removed, is
// logged out, and is told why when he logs in again; ana's game page says his seat now moves
// automatically; moe restores him. Screenshots go to target/e2e-screenshots/moderation-*.

import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { BINARY, PASSWORD, Player, clickAndWait, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`moderation-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

/// Opens the <details> whose summary has `testid`, fills its reason and presses `button`.
async function actWithReason(page, testid, reason, button) {
  const details = page.locator(`details:has([data-testid="${testid}"])`).first();
  await details.locator("summary").click();
  await details.locator('textarea[name="reason"]').fill(reason);
  await clickAndWait(page, details.locator(`[data-testid="${button}"]`));
}

test("moderation: report, remove a message, suspend, the person told, restore", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("moderation");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ana = await Player.open(browser, server.base, "ana");
    const ben = await Player.phone(browser, server.base, "ben");
    const moe = await Player.open(browser, server.base, "moe");
    for (const p of [ana, ben, moe]) await p.signUp();

    // The operator names the moderator, with the server's database.
    const out = execFileSync(BINARY, ["admin", "grant", "moe"], {
      env: { ...process.env, DATABASE_URL: `sqlite://${server.dir}/db.sqlite`, RUST_LOG: "warn" },
    }).toString();
    assert.match(out, /moe is a moderator now/);

    // ana and ben play; ben writes something rude.
    const link = await ana.createInvitation({ players: 2 });
    await ben.join(link);
    const gameUrl = new URL(ben.page.url()).pathname;
    assert.match(gameUrl, /^\/games\//);
    await ben.page.locator('[data-testid="chat-text"]').fill("You play like a potato, loser");
    await clickAndWait(ben.page, ben.page.locator('[data-testid="chat-send"]'));
    assert.equal(await ben.page.locator('[data-testid="chat-report"]').count(), 0, "no report link on one's own message");

    // ana reports it from the chat, and mutes ben on his profile.
    await ana.goto(gameUrl);
    const report = ana.page.locator('[data-testid="chat-report"]');
    assert.equal(await report.count(), 1, "a report link beside ben's message");
    await clickAndWait(ana.page, report);
    assert.match(await ana.page.locator('[data-testid="report-form"]').innerText(), /potato/);
    await ana.page.locator('[data-testid="report-reason"]').fill("An insult in the chat");
    await shoot(ana, "report-desktop");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="report-send"]'));
    assert.ok((await ana.flashes()).some((f) => f.includes("your report went to the moderators")));
    assert.equal(new URL(ana.page.url()).pathname, gameUrl, "back at the game");
    await ana.goto("/players/ben");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="mute-person"]'));
    assert.match(await ana.page.locator('[data-testid="person-choices"]').innerText(), /muted by you/);
    await ana.goto(gameUrl);
    assert.ok(!(await ana.page.locator('[data-testid="chat"]').innerText()).includes("potato"), "muted: ben's words are hidden from ana");
    await ana.goto("/players/ben");
    await clickAndWait(ana.page, ana.page.locator('[data-testid="unmute-person"]'));

    // moe sees the report with its context, and removes the message.
    await moe.goto("/");
    await clickAndWait(moe.page, moe.page.locator('[data-testid="moderation-link"]'));
    const card = moe.page.locator('[data-testid="report"]');
    assert.equal(await card.count(), 1);
    const text = await card.innerText();
    assert.match(text, /potato/);
    assert.match(text, /An insult in the chat/);
    await shoot(moe, "reports-desktop");
    await actWithReason(moe.page, "remove-open", "Insults are not welcome here", "remove-message");
    assert.ok((await moe.flashes()).some((f) => f.startsWith("Message removed")));
    assert.equal(await moe.page.locator('[data-testid="no-reports"]').count(), 1, "the report closed");

    // ben sees his message removed.
    await ben.goto(gameUrl);
    assert.equal(await ben.page.locator('[data-testid="chat-removed"]').count(), 1);
    assert.ok(!(await ben.page.locator('[data-testid="chat"]').innerText()).includes("potato"));
    await shoot(ben, "removed-phone");

    // moe suspends ben from his profile's "Moderate…" link.
    await moe.goto("/players/ben");
    await clickAndWait(moe.page, moe.page.locator('[data-testid="moderate-person"]'));
    await actWithReason(moe.page, "suspend-open", "Repeated insults", "suspend");
    assert.ok((await moe.flashes()).some((f) => f.includes("ben is suspended")));
    assert.match(await moe.page.locator('[data-testid="standing"]').innerText(), /suspended/);
    assert.match(await moe.page.locator('[data-testid="record"]').innerText(), /Repeated insults/);
    await shoot(moe, "person-desktop");

    // ben is logged out, and told why when he logs in.
    await ben.goto(gameUrl);
    assert.equal(await ben.page.locator("header.site a.who").count(), 0, "ben's session ended");
    await ben.logIn(PASSWORD);
    const body = await ben.page.locator("main").innerText();
    assert.match(body, /suspended/);
    assert.match(body, /Repeated insults/);
    await shoot(ben, "refused-phone");

    // ana's game goes on: ben's seat moves automatically.
    await ana.goto(gameUrl);
    assert.match(await ana.page.locator('[data-testid="suspended-seats"]').innerText(), /ben/);
    await shoot(ana, "game-desktop");

    // moe restores ben, who may log in again.
    await moe.goto("/moderation/players/ben");
    const restore = moe.page.locator('form[action$="/restore"]');
    await restore.locator('textarea[name="reason"]').fill("He apologised");
    await clickAndWait(moe.page, restore.locator('[data-testid="restore"]'));
    await ben.logIn(PASSWORD);
    assert.equal((await ben.page.locator("header.site a.who").innerText()).trim(), "ben");

    // The moderators' pages on a phone: the record and a person's page fit the width.
    const moePhone = await Player.phone(browser, server.base, "moe");
    await moePhone.logIn(PASSWORD);
    await moePhone.goto("/moderation/record");
    assert.match(await moePhone.page.locator('[data-testid="record"]').innerText(), /He apologised/);
    await shoot(moePhone, "record-phone");
    await moePhone.goto("/moderation/players/ben");
    await shoot(moePhone, "person-phone");

    for (const p of [ana, ben, moe, moePhone]) assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
