// Browser end-to-end test of the accounts people expect, with a real mail server (the SMTP
// sink of the Rust tests, tests/support/smtp_sink.py, needs Python's aiosmtpd): an address
// given at sign-up and verified, a forgotten password replaced through the mailed link (on
// a phone, typed twice, and logged in at once), an
// invitation that expires unfilled and says so to its host, and deleting an account while
// a game runs — the other player's game goes on with "deleted player" moving automatically,
// and, everyone else gone, he ends it.
// Screenshots go to target/e2e-screenshots/accounts-*.

import test from "node:test";
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PASSWORD, Player, ROOT, api, apiMove, apiToken, clickAndWait, freePort, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
const NEW_PASSWORD = "a brand new secret";

/// The SMTP sink on a free port: `{ port, mails(), stop() }`.
async function smtpSink() {
  const folder = mkdtempSync(join(tmpdir(), "mpr-mail-"));
  const port = await freePort();
  const child = spawn("python3", [join(ROOT, "tests", "support", "smtp_sink.py"), folder, String(port)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("READY")) resolve();
      if (out.includes("MISSING")) reject(new Error(`the mail sink cannot start: ${out.trim()}`));
    });
    child.on("exit", (code) => reject(new Error(`the mail sink exited (${code}): ${out}`)));
  });
  const mails = () =>
    readdirSync(folder)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(folder, f), "utf8")));
  return {
    port,
    mails,
    stop() {
      child.stdin.end();
      child.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/// Waits for a mail to `to` whose subject matches, and returns the first link in it to `path`.
async function mailedLink(sink, to, subject, path) {
  for (let i = 0; i < 100; i++) {
    const mail = sink.mails().find((m) => m.envelope_to.includes(to) && subject.test(m.subject));
    if (mail) {
      const link = mail.body.match(new RegExp(`https?://\\S+${path.replace(/[?]/g, "\\?")}\\S+`));
      assert.ok(link, `a link to ${path} in “${mail.body}”`);
      return link[0];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}: ${JSON.stringify(sink.mails().map((m) => m.subject))}`);
}

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`accounts-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

test("accounts: a mailed password reset, an expired invitation, deleting an account", { timeout: TEST_TIMEOUT }, async () => {
  const sink = await smtpSink();
  const server = await startServer("accounts", {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: "Mai Pen Rai <games@example.org>",
    WORKER_INTERVAL_SECS: "1",
    INVITATION_EXPIRY_DAYS: "1",
  });
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ann = await Player.phone(browser, server.base, "ann");
    const ben = await Player.open(browser, server.base, "ben");
    // ann gives an address when she signs up (optional); ben gives none.
    await ann.goto("/signup");
    assert.equal(await ann.page.locator('form[action="/signup"] input[name="email"]').count(), 1, "the sign-up form offers an address");
    await shoot(ann, "signup-phone");
    await ann.signUp("/signup", { email: "ann@example.org" });
    assert.match((await ann.flashes()).join(" "), /We have sent a link to ann@example\.org/);
    await ben.signUp();

    // The mailed link confirms it.
    await ann.goto(await mailedLink(sink, "ann@example.org", /confirm/i, "/settings/email/verify?"));
    await ann.goto("/settings");
    assert.match(await ann.page.locator("#email").innerText(), /Notifications go to ann@example\.org \(verified\)/);

    // Forgotten: from the log-in form to a mailed link, a new password, and in with it.
    await clickAndWait(ann.page, ann.page.getByRole("button", { name: "Log out" }));
    await ann.goto("/login");
    await clickAndWait(ann.page, ann.page.getByRole("link", { name: "Get a link by mail" }));
    await ann.page.locator('input[name="login"]').fill("ann");
    await clickAndWait(ann.page, ann.page.getByRole("button", { name: "Send me a link" }));
    assert.match(await ann.page.locator("main").innerText(), /If that account has a verified mail address, a link/);
    await shoot(ann, "forgot-phone");
    await ann.goto(await mailedLink(sink, "ann@example.org", /password/i, "/password/reset?"));
    await ann.page.locator('form[action="/password/reset"] input[name="password"]').fill(NEW_PASSWORD);
    await ann.page.locator('form[action="/password/reset"] input[name="password_again"]').fill(NEW_PASSWORD);
    await shoot(ann, "reset-phone");
    await clickAndWait(ann.page, ann.page.getByRole("button", { name: "Set my new password" }));
    // Logged in at once, in her lobby.
    assert.equal(new URL(ann.page.url()).pathname, "/");
    assert.match((await ann.flashes()).join(" "), /Your new password is set, ann: you are logged in/);
    assert.equal((await ann.page.locator("header.site a.who").innerText()).trim(), "ann");
    await clickAndWait(ann.page, ann.page.getByRole("button", { name: "Log out" }));
    const refused = await ann.logIn(PASSWORD);
    assert.match(refused.join(" ") + (await ann.page.locator("main").innerText()), /Wrong username or password/, "the old password no longer works");
    await ann.logIn(NEW_PASSWORD);
    assert.equal((await ann.page.locator("header.site a.who").innerText()).trim(), "ann", "logged in with the new password");

    // An invitation nobody fills expires, and its host is told in the lobby and on its page.
    const link = await ann.createInvitation({ players: 3, board: "siam", hands: "original", note: "nobody comes" });
    const code = link.split("/").pop();
    const db = join(server.dir, "db.sqlite");
    const aged = spawnSync("python3", ["-c",
      "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], timeout=30); " +
      "c.execute(\"UPDATE invitation SET created_at = '2020-01-01T00:00:00.000000Z' WHERE code = ?\", (sys.argv[2],)); c.commit()",
      db, code]);
    assert.equal(aged.status, 0, `aging the invitation: ${aged.stderr}`);
    let expired = "";
    for (let i = 0; i < 60 && !expired.includes("nobody comes"); i++) {
      await new Promise((r) => setTimeout(r, 250));
      await ann.goto("/");
      const section = ann.page.locator("#expired-invitations");
      expired = (await section.count()) > 0 ? await section.innerText() : "";
    }
    assert.match(expired, /Expired invitations[\s\S]*nobody comes[\s\S]*expired/, "the lobby lists it as expired");
    await shoot(ann, "expired-lobby-phone");
    await ann.goto(link);
    assert.match(await ann.page.locator("p.status").innerText(), /^This invitation expired: its seats were not all taken within 1 day\./);

    // A running game, then ann deletes her account (on the desktop this time).
    const desk = await Player.open(browser, server.base, "ann");
    await desk.logIn(NEW_PASSWORD);
    const gameLink = await desk.createInvitation({ players: 2, board: "saba", hands: "open" });
    await ben.join(gameLink);
    await ben.goto(gameLink);
    const gameUrl = await ben.page.getByRole("link", { name: "Go to the game" }).getAttribute("href");
    const gameId = gameUrl.split("/").pop();
    const benToken = await apiToken(server.base, "ben");
    // ann is to move when she deletes her account: her seat then moves at once.
    for (let i = 0; i < 5; i++) {
      const game = await api(server.base, "GET", `/games/${gameId}`, benToken);
      if (game.to_move !== "ben") break;
      await apiMove(server.base, gameId, { ben: benToken });
    }
    const before = (await api(server.base, "GET", `/games/${gameId}`, benToken)).seq;
    await desk.goto("/settings");
    await desk.page.locator('[data-testid="delete-open"]').click();
    const form = desk.page.locator('form[action="/settings/delete-account"]');
    await form.locator('input[name="password"]').fill(NEW_PASSWORD);
    await shoot(desk, "delete-desktop");
    // Without the ticked box the browser does not even send it.
    await form.locator('[data-testid="delete-account"]').click();
    assert.equal(new URL(desk.page.url()).pathname, "/settings", "nothing happens without the box ticked");
    await form.locator('input[name="understood"]').check();
    await clickAndWait(desk.page, form.locator('[data-testid="delete-account"]'));
    assert.equal(new URL(desk.page.url()).pathname, "/");
    assert.match((await desk.flashes()).join(" "), /Your account is deleted/);
    assert.equal(await desk.page.locator("header.site a.who").count(), 0, "logged out");
    // The phone's session ended too.
    await ann.goto("/settings");
    assert.equal(new URL(ann.page.url()).pathname, "/login");

    // ben's game goes on: the seat is "Deleted player" and moves by itself.
    await ben.goto(gameUrl);
    const seen = await ben.page.locator("main").innerText();
    assert.ok(seen.includes("Deleted player"), "ben sees the seat as Deleted player");
    assert.ok(!/\bann\b/.test(await ben.page.locator("article.seat").allInnerTexts().then((t) => t.join(" "))), "the name ann is gone from the seats");
    const history = await api(server.base, "GET", `/games/${gameId}/history`, benToken);
    const moved = history.steps.find((s) => s.step === before + 1);
    assert.equal(moved?.player, "deleted player", "the deleted seat moved at once");
    assert.equal(moved.reason, "left");
    assert.match(seen, /the player deleted their account/, "ben's page says why the seat moved");
    assert.match(seen, /Deleted their account: Deleted player\. Their seat passes automatically\./);
    assert.doesNotMatch(seen, /by vote/, "nobody voted");
    await shoot(ben, "deleted-player-desktop");

    // Everyone else has left, so ben may end the game; open hands make it casual, so it is
    // cancelled rather than won. On his phone first, then done on the desktop.
    const offer = ben.page.locator('[data-testid="end-abandoned"]');
    assert.match(await offer.innerText(), /Everyone else has left this game[\s\S]*As the game is casual, it is then cancelled rather than won\./);
    const benPhone = await Player.phone(browser, server.base, "ben");
    await benPhone.logIn(PASSWORD);
    await benPhone.goto(gameUrl);
    await benPhone.page.locator('[data-testid="end-abandoned"]').scrollIntoViewIfNeeded();
    await shoot(benPhone, "end-abandoned-phone");
    await clickAndWait(ben.page, offer.locator('[data-testid="end-game"]'));
    assert.match((await ben.flashes()).join(" "), /The game is cancelled\./);
    assert.equal(await ben.page.locator('[data-testid="status"]').getAttribute("data-state"), "cancelled");
    assert.match(await ben.page.locator('[data-testid="status"]').innerText(), /This game was cancelled: everyone else had left it\./);
    assert.equal(await ben.page.locator('[data-testid="end-abandoned"]').count(), 0, "nothing more to end");
    await shoot(ben, "end-abandoned-done-desktop");

    // The name stays taken for now.
    const cid = await Player.open(browser, server.base, "ann");
    await cid.goto("/signup");
    const signup = cid.page.locator('form[action="/signup"]');
    await signup.locator('input[name="username"]').fill("ann");
    await signup.locator('input[name="password"]').fill(PASSWORD);
    await clickAndWait(cid.page, signup.locator('button[type="submit"]'));
    assert.match(await cid.page.locator("main").innerText(), /The username ann \(or one that looks just like it\) is already taken/);
    for (const p of [ann, ben, desk, benPhone]) assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    ok = true;
  } finally {
    await browser.close().catch(() => {});
    await server.stop({ keep: !ok });
    sink.stop();
    if (!ok) console.error(server.readLog());
  }
});
