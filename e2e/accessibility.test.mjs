// Accessibility, checked as an assistive technology meets the site: axe-core on every kind
// of page — sign-up, log-in, the rules, the lists of games, the lobby, an invitation, the
// game page of both games at every step of the move composer, the history and a step page,
// a finished game, a profile, a leaderboard, the settings and moderation — in each of the
// four languages, at phone and desktop width, under the WCAG 2.0/2.1/2.2 A and AA tags and
// axe's best practices: no violation of any impact (rules turned off only where
// docs/accessibility.md names them with the reason); and each page reflows without
// scrolling sideways at 320 px and at 640 px (1280 px at 200 % zoom). One browser per
// language, the pages in sequence; the time it took is printed (docs/testing.md).

import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { AxeBuilder } from "@axe-core/playwright";
import { BINARY, PHONE, Player, api, apiAccounts, apiMove, launchBrowser, prng, seedFor, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 900_000);
const LANGUAGES = ["en", "nl", "fr", "it"];
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"];
/// Rules turned off, each named with its reason in docs/accessibility.md.
const OFF = [];
const DESKTOP = { width: 1280, height: 900 };
/// Where each width must still reflow: a narrow phone, and the desktop at 200 % zoom.
const NARROW = { 390: 320, 1280: 640 };

/// The axe violations of the page open now, in words: one line per rule and page; then
/// whether the page reflows at `narrow` (320 px for a phone, 640 px for a desktop at 200 %
/// zoom) without scrolling sideways.
async function violations(page, label, narrow) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).disableRules(OFF).analyze();
  const found = result.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
  const size = page.viewportSize();
  await page.setViewportSize({ width: narrow, height: size.height });
  const [wide, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (wide > width + 1) found.push(`${label}: scrolls sideways at ${narrow} px (${wide} px wide)`);
  await page.setViewportSize(size);
  return found;
}

/// The addresses of a game page's composer from the page open now to the preview: the
/// first card, then the first choice at every step.
async function composerSteps(p, gameUrl) {
  const steps = [gameUrl];
  await p.goto(gameUrl);
  let next = await p.page.locator('[data-testid="card-choice"]').first().getAttribute("href").catch(() => null);
  for (let i = 0; next && i < 12; i++) {
    steps.push(next);
    await p.goto(next);
    if ((await p.page.locator('[data-testid="preview"]').count()) > 0) break;
    next = await p.page.locator('#composer [data-testid="option"]').first().getAttribute("href").catch(() => null);
  }
  return steps;
}

/// A game of `slug` between mia and noa, started through the API, with mia to move.
async function gameForMia(base, tokens, slug, rng) {
  const invitation = await api(base, "POST", "/invitations", tokens.mia, { game: slug, players: 2 });
  const joined = await api(base, "POST", `/invitations/${invitation.code}/join`, tokens.noa);
  const id = joined.game_id;
  for (let i = 0; i < 6; i++) await apiMove(base, id, tokens, { rng });
  const game = await api(base, "GET", `/games/${id}`, tokens.mia);
  if (game.to_move !== "mia") await apiMove(base, id, tokens, { rng });
  return `/games/${id}`;
}

test("axe finds nothing on any page, in four languages, at phone and desktop width", { timeout: TEST_TIMEOUT }, async () => {
  const started = Date.now();
  const rng = prng(seedFor(20261203));
  const server = await startServer("accessibility");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const tokens = await apiAccounts(server.base, ["mia", "noa"]);
    execFileSync(BINARY, ["admin", "grant", "mia"], {
      env: { ...process.env, DATABASE_URL: `sqlite://${server.dir}/db.sqlite`, RUST_LOG: "warn" },
    });
    const siam = await gameForMia(server.base, tokens, "king-of-siam", rng);
    const meridian = await gameForMia(server.base, tokens, "meridian", rng);
    // A finished game, its history and a step of it.
    const done = await api(server.base, "POST", "/invitations", tokens.mia, { game: "meridian", players: 2 });
    const finished = (await api(server.base, "POST", `/invitations/${done.code}/join`, tokens.noa)).game_id;
    while (await apiMove(server.base, finished, tokens, { rng })) {}
    // An open invitation.
    const open = await api(server.base, "POST", "/invitations", tokens.noa, { game: "king-of-siam", players: 3 });

    const found = [];
    let pages = 0;
    for (const code of LANGUAGES) {
      const visitor = await Player.open(browser, server.base, "visitor");
      await visitor.goto(`/language/${code}`);
      const mia = await Player.open(browser, server.base, "mia");
      await mia.logIn();
      await mia.page.locator(`form.languages button[value="${code}"]`).click();
      await mia.page.waitForLoadState("load");
      for (const size of [PHONE, DESKTOP]) {
        const where = (path) => `${code} ${size.width}px ${path}`;
        await visitor.page.setViewportSize(size);
        await mia.page.setViewportSize(size);
        const visitorPages = ["/", "/signup", "/login", "/password/forgot", "/rules", "/rules/king-of-siam", "/rules/meridian",
          "/rules/computer-players", "/rules/ratings", "/rules/verifiable-setup", "/rules/tournaments", "/open-games", "/watch",
          "/games/finished", `/invitations/${open.code}`, `/games/${finished}`];
        for (const path of visitorPages) {
          await visitor.goto(path);
          found.push(...(await violations(visitor.page, where(`${path} (visitor)`), NARROW[size.width])));
          pages++;
        }
        const playerPages = ["/", "/settings", "/players/mia", "/players/noa", "/leaderboard/meridian", "/leaderboard/king-of-siam",
          "/moderation", `/invitations/${open.code}`, `${siam}/history`, `${siam}/history/1`, `/games/${finished}`,
          `/games/${finished}/history`, `/games/${finished}/history/3`, `${siam}/resign`];
        for (const path of playerPages) {
          await mia.goto(path);
          found.push(...(await violations(mia.page, where(path), NARROW[size.width])));
          pages++;
        }
        for (const game of [siam, meridian]) {
          for (const path of await composerSteps(mia, game)) {
            await mia.goto(path);
            found.push(...(await violations(mia.page, where(path), NARROW[size.width])));
            pages++;
          }
        }
      }
      assert.deepEqual([...visitor.errors, ...mia.errors], [], `${code}: script errors`);
      await visitor.context.close();
      await mia.context.close();
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`axe: ${pages} pages in ${seconds} s, ${found.length} violations`);
    assert.deepEqual(found, [], `axe found violations:\n${found.join("\n")}`);
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
