// Browser end-to-end test of the rules pages in the site's four languages: each game's
// rules open in English, Dutch, French and Italian from the links at their top, on a phone
// (390 px) and a desktop, without the page ever scrolling sideways (longer Dutch and
// Italian words must wrap). Screenshots go to target/e2e-screenshots/languages-*.

import test from "node:test";
import assert from "node:assert/strict";
import { Player, launchBrowser, shotPath, startServer } from "./lib.mjs";

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
