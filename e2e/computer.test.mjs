// Browser end-to-end test of playing against the computer: "Play now" in the lobby starts
// a two-player game at once, the person plays with the composer (the first card and the
// first offered choice at every step, or a pass), the computer's moves arrive by
// themselves (the page reloads at every move; the person's own move stays in the recap with
// the answer under it), to the end; the history marks the
// computer's moves, and the invitation form adds computer seats. Desktop and phone.
// Screenshots go to target/e2e-screenshots/computer-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, clickAndWait, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
// The computer's level: beginner by default (CI runs a debug build); E2E_COMPUTER_LEVEL=strong
// with MAIPENRAI_BIN=target/release/maipenrai plays the strongest.
const LEVEL = process.env.E2E_COMPUTER_LEVEL ?? "beginner";
// The first computer of a level is "A" (the letters tell two of one level apart).
const COMPUTER = `${LEVEL[0].toUpperCase()}${LEVEL.slice(1)} computer A`;

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`computer-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

/// Waits until it is the person's turn or the game is over (the computer moves meanwhile).
/// The open page reloads itself when the computer moves (live updates): a navigation of
/// ours that this interrupts, or a read during the reload, is simply tried again.
const MOVING = /interrupted by another navigation|Execution context was destroyed|navigat/i;

async function waitForTurn(p, gameUrl) {
  for (let i = 0; i < 240; i++) {
    try {
      await p.goto(gameUrl);
      const st = await p.status();
      if (st.mine || st.over) return st;
    } catch (e) {
      if (!MOVING.test(String(e))) throw e;
    }
    await p.page.waitForTimeout(250);
  }
  throw new Error("the computer did not move within a minute");
}

/// The seat panels, read again when a reload (the computer's first move) interrupts it.
async function seatsSettled(p) {
  for (let i = 0; ; i++) {
    try {
      return await p.seats();
    } catch (e) {
      if (i >= 40 || !MOVING.test(String(e))) throw e;
      // The reload may not have begun yet: "load" of the old page would return at once.
      await p.page.waitForTimeout(250);
      await p.page.waitForLoadState("load");
    }
  }
}

/// One move with the composer: the first card and the first choice at every step, or a
/// pass when no card can be played.
async function playFirst(p) {
  const page = p.page;
  const cards = page.locator('[data-testid="card-choice"]');
  if ((await cards.count()) === 0) {
    await page.locator('[data-testid="pass-open"]').click();
    await clickAndWait(page, page.locator('[data-testid="pass"]'));
    return;
  }
  await clickAndWait(page, cards.first());
  for (let i = 0; i < 12 && (await page.locator('[data-testid="preview"]').count()) === 0; i++) {
    await clickAndWait(page, page.locator('[data-testid="option"]').first());
  }
  await clickAndWait(page, page.locator('[data-testid="confirm"]'));
}

for (const [game, label, viewport] of [
  ["king-of-siam", "siam", "desktop"],
  ["meridian", "meridian", "phone"],
]) {
  test(`${game}: play now against the computer, a whole game in the browser (${viewport})`, { timeout: TEST_TIMEOUT }, async () => {
    const server = await startServer(`computer-${label}`);
    const browser = await launchBrowser();
    let ok = false;
    try {
      const p = viewport === "phone" ? await Player.phone(browser, server.base, "ann") : await Player.open(browser, server.base, "ann");
      await p.signUp();
      await p.goto("/");
      const form = p.page.locator(`form.play-now-form:has(input[name="game"][value="${game}"])`);
      await form.locator('select[name="level"]').selectOption(LEVEL);
      await clickAndWait(p.page, form.getByRole("button", { name: "Play now" }));
      const gameUrl = new URL(p.page.url()).pathname;
      assert.match(gameUrl, /^\/games\/[0-9a-f-]+$/, "straight to the game");
      const names = (await seatsSettled(p)).map((s) => s.name);
      assert.deepEqual([...names].sort(), [COMPUTER, "ann"], `the seats: ${names}`);
      await waitForTurn(p, gameUrl); // the page stands still while it is the person's turn
      await shoot(p, `${label}-start-${viewport}`);

      let moves = 0;
      for (; moves < 200; moves++) {
        const st = await waitForTurn(p, gameUrl);
        if (st.over) break;
        if (moves >= 1 && moves <= 3) {
          // My own move stays in the recap after the computer's answer, the answer under it.
          const rows = await p.page.locator('[data-testid="recap"] ol > li[value] > a > strong').allInnerTexts();
          assert.equal(rows[0], "ann", `move ${moves}: my own move leads the recap: ${rows}`);
          assert.ok(rows.slice(1).includes(COMPUTER), `move ${moves}: the computer's answer under mine: ${rows}`);
        }
        await playFirst(p);
      }
      const st = await p.status();
      assert.ok(st.over, `the game ended (${st.text})`);
      assert.equal(await p.page.locator('[data-testid="result"]').count(), 1, "the result panel");
      await shoot(p, `${label}-end-${viewport}`);
      await clickAndWait(p.page, p.page.locator("nav.game-links").getByRole("link", { name: "History" }));
      const marked = await p.page.locator('[data-testid="history"] .badge.computer').count();
      assert.ok(marked >= 1, "the history marks the computer's moves");
      await shoot(p, `${label}-history-${viewport}`);
      assert.deepEqual(p.errors, [], "no script errors");

      // The invitation form: one computer seat, one for a friend: an open invitation.
      if (game === "king-of-siam") {
        await p.goto("/");
        const invite = p.page.locator(`form[action="/invitations"]:has(input[name="game"][value="${game}"])`);
        await invite.locator('select[name="players"]').selectOption("3");
        await invite.locator('select[name="computers"]').selectOption("1");
        await invite.locator('input[name="computer_level"][value="strong"]').check();
        await clickAndWait(p.page, invite.getByRole("button", { name: "Create invitation" }));
        assert.match(await p.page.locator("main").innerText(), /Strong computer/);
        await shoot(p, `${label}-invitation-${viewport}`);
      }
      ok = true;
    } finally {
      await browser.close().catch(() => {});
      await server.stop({ keep: !ok });
      if (!ok) console.error(server.readLog());
    }
  });
}
