// Browser end-to-end test of the rules pages in the site's four languages: each game's
// rules open in the reader's language, and in English, Dutch, French and Italian from the
// links at their top (the rulebook picked is kept across the rules pages), on a phone
// (390 px) and a desktop, without the page ever scrolling sideways (longer Dutch and
// Italian words must wrap). Screenshots go to target/e2e-screenshots/languages-*.

import test from "node:test";
import assert from "node:assert/strict";
import { PASSWORD, Player, api, apiAccounts, apiMove, clickAndWait, launchBrowser, prng, seedFor, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
const LANGUAGES = { en: "English", nl: "Nederlands", fr: "Français", it: "Italiano" };

test("the rules in four languages, on a phone and a desktop", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("languages");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const phone = await Player.phone(browser, server.base, "visitor");
    const desktop = await Player.open(browser, server.base, "visitor");
    for (const reader of [phone, desktop]) {
      await reader.goto("/rules");
      const games = await reader.page
        .locator('main a[href^="/rules/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")).filter((h) => !/computer|verifiable/.test(h)));
      assert.ok(games.length >= 2, `the rules index lists the games: ${games}`);
      for (const path of games) {
        await reader.goto(path);
        for (const [code, name] of Object.entries(LANGUAGES)) {
          const current = reader.page.locator('.rules-languages [aria-current="page"]');
          // The first game opens in the visitor's language (English here), the next ones in
          // the rulebook last picked; another is reached by the link at the top.
          if (path === games[0] && code === "en") {
            assert.equal(await current.innerText(), name, "the rules open in the reader's language");
          } else if ((await current.innerText()) !== name) {
            await reader.page.locator(`.rules-languages a[hreflang="${code}"]`).click();
            await reader.page.waitForURL(new RegExp(`lang=${code}$`));
          }
          assert.equal(await current.innerText(), name);
          assert.equal(await reader.page.locator(`div[lang="${code}"] h1`).count(), 1, `${path} ${code}`);
          const width = await reader.page.evaluate(() => document.documentElement.scrollWidth);
          const viewport = reader.page.viewportSize().width;
          assert.ok(width <= viewport, `${path} in ${code} scrolls sideways: ${width} > ${viewport}`);
          const slug = path.split("/").pop();
          await reader.page.screenshot({ path: shotPath(`languages-${slug}-${code}-${viewport}.png`) });
        }
      }
    }
    assert.deepEqual([...phone.errors, ...desktop.errors], []);
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});

// The main pages in Italian on a phone: a visitor chooses Italian with the switch at the
// foot of every page, signs up (the account keeps the language), and reads the lobby,
// the lists of games, the rules, the settings and the profile, each fitting the width.
// Screenshots go to target/e2e-screenshots/languages-it-*.
test("the main pages in Italian on a phone", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("languages-it");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const lia = await Player.phone(browser, server.base, "lia");
    await lia.goto("/login");
    await clickAndWait(lia.page, lia.page.locator('nav.languages a[hreflang="it"]'));
    assert.equal(await lia.page.locator("html").getAttribute("lang"), "it");
    assert.equal(new URL(lia.page.url()).pathname, "/login", "the switch leads back to the page");
    // Signing up in Italian: the form, its button and the welcome are Italian.
    await lia.goto("/signup");
    const form = lia.page.locator('form[action="/signup"]');
    await form.locator('input[name="username"]').fill(lia.name);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await clickAndWait(lia.page, form.locator('button[type="submit"]'));
    assert.equal((await lia.page.locator("header.site a.who").innerText()).trim(), "lia");
    const pages = ["/", "/open-games", "/watch", "/games/finished", "/rules", "/rules/computer-players", "/settings", "/players/lia"];
    for (const path of pages) {
      await lia.goto(path);
      assert.equal(await lia.page.locator("html").getAttribute("lang"), "it", path);
      assert.ok(await lia.fitsWidth(), `${path} scrolls sideways on a phone in Italian`);
      const slug = path === "/" ? "lobby" : path.slice(1).replaceAll("/", "-");
      await lia.page.screenshot({ path: shotPath(`languages-it-${slug}.png`), fullPage: true });
    }
    // The account keeps Italian: a fresh browser logging in reads Italian at once.
    await lia.goto("/settings");
    assert.ok(await lia.page.locator('input[name="language"][value="it"]').isChecked(), "the settings show Italian");
    const again = await Player.phone(browser, server.base, "lia");
    await again.logIn();
    assert.equal(await again.page.locator("html").getAttribute("lang"), "it");
    assert.deepEqual([...lia.errors, ...again.errors], []);
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});

// The King of Siam map's labels stay inside the map in every language, on a phone and a
// desktop: every text of the map (province names, the "contested now" tag, chips, markers)
// is measured against the map's box, as the game goes on and the contested province moves.
test("the map's labels fit on the map in every language", { timeout: TEST_TIMEOUT }, async () => {
  const rng = prng(seedFor(20261202));
  const server = await startServer("map-labels");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const tokens = await apiAccounts(server.base, ["mia", "noa"]);
    const invitation = await api(server.base, "POST", "/invitations", tokens.mia, { game: "king-of-siam", players: 2 });
    const joined = await api(server.base, "POST", `/invitations/${invitation.code}/join`, tokens.noa);
    const gameUrl = `/games/${joined.game_id}`;
    const readers = [await Player.phone(browser, server.base, "visitor"), await Player.open(browser, server.base, "visitor")];
    const passy = { rng, pass: () => rng() < 0.4 };
    let checked = 0;
    for (let round = 0; round < 5; round++) {
      for (const code of Object.keys(LANGUAGES)) {
        for (const reader of readers) {
          await reader.goto(`/language/${code}`);
          await reader.goto(gameUrl);
          const outside = await reader.page.evaluate(() => {
            const svg = document.querySelector("svg.board");
            const [, , width, height] = svg.getAttribute("viewBox").split(/\s+/).map(Number);
            return [...svg.querySelectorAll("text")]
              .map((t) => ({ text: t.textContent, box: t.getBBox() }))
              .filter(({ box }) => box.width > 0)
              .filter(({ box }) => box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5)
              .map(({ text, box }) => `${text} at ${Math.round(box.x)}..${Math.round(box.x + box.width)}`);
          });
          const viewport = reader.page.viewportSize().width;
          assert.deepEqual(outside, [], `${code} at ${viewport} px, round ${round}: labels past the map's edge`);
          if (round === 0) await reader.page.locator("svg.board").screenshot({ path: shotPath(`map-labels-${code}-${viewport}.png`) });
          checked += 1;
        }
      }
      // On through a few turns: other provinces become the contested one. (The readers look
      // away meanwhile: an open game page reloads itself at every move.)
      for (const reader of readers) await reader.page.goto("about:blank");
      for (let n = 0; n < 8; n++) if (!(await apiMove(server.base, joined.game_id, tokens, passy))) break;
    }
    assert.equal(checked, 5 * 4 * 2);
    assert.deepEqual(readers.flatMap((r) => r.errors), []);
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
