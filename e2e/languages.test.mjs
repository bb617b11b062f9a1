// Browser end-to-end test of the rules pages in the site's four languages: each game's
// rules open in English, Dutch, French and Italian from the links at their top, on a phone
// (390 px) and a desktop, without the page ever scrolling sideways (longer Dutch and
// Italian words must wrap). Screenshots go to target/e2e-screenshots/languages-*.

import test from "node:test";
import assert from "node:assert/strict";
import { PASSWORD, Player, clickAndWait, launchBrowser, shotPath, startServer } from "./lib.mjs";

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
          if (code !== "en") {
            // Reached by the link at the top, as a reader would.
            await reader.page.locator(`.rules-languages a[hreflang="${code}"]`).click();
            await reader.page.waitForURL(new RegExp(`lang=${code}$`));
          }
          const current = reader.page.locator('.rules-languages [aria-current="page"]');
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
