// Browser end-to-end tests of whole games read in Dutch, French and Italian (issue 40): in
// each language people sign up reading it, play a whole game against a computer player
// (beginner level) and a whole game against another person by clicking, open the game's
// rules from the game page's link, and find the computer named in their language — never
// by its English name — on the game page, in the lobby's lists, on "Open games" (an
// invitation listed with a computer seat), on "Finished games", in the history (its moves
// marked) and on its profile; at the end every person sees the result box in their
// language (heading, headline, "decided by", standings, the setup's check), without
// script errors. The French and Italian players' names carry accents (Amélie, Gaël,
// Niccolò): such names sign up, play and show as they are written (issue 40, item 7).
//
//   Dutch:   Meridian against a person (the lobby's form, the invitation link), then King
//            of Siam against the computer by "Play now".
//   French:  King of Siam against a person (played by `playToEnd`, as e2e/games.test.mjs
//            plays it), then Meridian against the computer: the invitation form with a
//            computer seat, which starts the game at once.
//   Italian: King of Siam for three, a person and the computer: the invitation listed on
//            "Open games" and joined from there ("Watch" lists the game); then Meridian
//            against the computer by "Play now".
//
// Every text a test reads comes from the catalogues (`say`, `sayVariant`) or, for the rules,
// from the game's rules page in that language; none is written here. Choices come from a
// seeded PRNG (E2E_SEED=<n> replays one seed); the server's draw (seats, decks, the
// computer's answers) still differs per run. Screenshots of the end screens:
// target/e2e-screenshots/language-games-<lang>-result.png (and the French person game's
// moments, language-games-fr-siam-*).

import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ROOT, Player, clickAndWait, clickOnMap, commitmentChecksOut, gather, playToEnd, prng, say, sayVariant,
  seedFor, shotPath, withServer,
} from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
// The computers play at the beginner level: quick on a debug build.
const LEVEL = "beginner";
// Each game's folder under src/games/, by its slug.
const FOLDER = { "king-of-siam": "siam", meridian: "meridian" };

/// The first beginner computer of a game as `lang` names it ("Computer (beginner) A").
const computerName = (lang) => sayVariant(lang, "games-computer-name", LEVEL, { letter: "A" });
/// Its English name, which no page in another language may show.
const ENGLISH_COMPUTER = computerName("en");

// --- pages that reload themselves -------------------------------------------------------

/// An open game page reloads itself when the computer moves (live updates): a navigation
/// of ours that this interrupts, or a read during the reload, is simply tried again.
/// (Not a timeout, nor a server gone: those fail at once.)
const moving = (e) =>
  /interrupted by another navigation|Execution context was destroyed|navigat|ERR_ABORTED/i.test(String(e)) &&
  !/Timeout \d+ms exceeded|ERR_CONNECTION/.test(String(e));

async function steady(p, action) {
  for (let i = 0; ; i++) {
    try {
      return await action();
    } catch (e) {
      if (i >= 40 || !moving(e)) throw e;
      await p.page.waitForTimeout(250);
      await p.page.waitForLoadState("load").catch(() => {});
    }
  }
}

/// The status line of the game page open now, as `Player.status` reads it but in one
/// read, so that a reload cannot mix the line of one page with the data of the next.
async function readStatus(p) {
  const line = await p.page
    .locator('[data-testid="status"]')
    .evaluate((el) => ({ text: el.innerText.trim(), state: el.dataset.state, toMove: el.dataset.toMove ?? null }));
  return {
    text: line.text,
    mine: line.state === "mine",
    waitingFor: line.state === "waiting" ? line.toMove : null,
    over: line.state === "over",
  };
}

/// Opens the game page and reads its status line.
const openGame = (p, gameUrl) =>
  steady(p, async () => {
    await p.goto(gameUrl);
    return readStatus(p);
  });

/// Waits until a person (`p` or one of `people`, by name) is to move or the game is over:
/// the computer moves meanwhile, and then the page stands still.
async function waitForPeople(p, gameUrl, people = []) {
  for (let i = 0; i < 240; i++) {
    const st = await openGame(p, gameUrl);
    if (st.mine || st.over || people.includes(st.waitingFor)) return st;
    await p.page.waitForTimeout(250);
  }
  throw new Error(`${p.name}: the computer did not move within a minute`);
}

// --- a person signing up, inviting, moving ----------------------------------------------

/// A person who picks `lang` at the foot of the page and signs up reading it.
async function signUpIn(browser, base, name, lang) {
  const p = await Player.open(browser, base, name);
  await p.goto(`/language/${lang}`);
  await p.signUp("/signup");
  assert.equal(await p.lang(), lang, `${name} reads ${lang} after signing up`);
  return p;
}

/// One move with the composer: in King of Siam now and then a pass (always when no card
/// can be played); else a random card and a random choice at every step, half of them on
/// the map (in Meridian mostly a choice that places a tower), the preview, Confirm.
/// Returns "pass" or "play" and the flash messages the page shows after it.
async function move(me, { rng, lang, slug, stats }) {
  const page = me.page;
  const cards = page.locator('[data-testid="card-choice"]');
  const count = await cards.count();
  if (slug === "king-of-siam" && (count === 0 || rng.chance(0.25))) {
    await page.locator('[data-testid="pass-open"]').click();
    await clickAndWait(page, page.locator('[data-testid="pass"]'));
    return { kind: "pass", flashes: await flashesNow(me) };
  }
  assert.ok(count >= 1, `${me.name}: a card to play`);
  await clickAndWait(page, cards.nth(Math.floor(rng() * count)));
  const idle = slug === "meridian" ? [say(lang, "choice-none"), say(lang, "choice-no-tower")] : [];
  for (let step = 0; step < 12; step++) {
    if ((await page.locator('[data-testid="preview"]').count()) > 0) break;
    const options = await page
      .locator('[data-testid="option"]')
      .evaluateAll((els) => els.map((e) => ({ href: e.getAttribute("href"), label: e.textContent.trim() })));
    assert.ok(options.length > 0, `${me.name}: neither options nor a preview:\n${await page.locator("#composer").innerText()}`);
    const placing = options.filter((o) => !idle.some((words) => o.label.startsWith(words)));
    const pool = placing.length > 0 && rng.chance(0.85) ? placing : options;
    const pick = pool[Math.floor(rng() * pool.length)];
    const via = rng.chance(0.5) ? await clickOnMap(page, pick.href) : null;
    if (via) stats.mapClicks++;
    else {
      await clickAndWait(page, page.locator(`[data-testid="option"][href="${pick.href.replaceAll('"', '\\"')}"]`).first());
      stats.listClicks++;
    }
  }
  const preview = page.locator('[data-testid="preview"]');
  assert.equal(await preview.count(), 1, `${me.name}: a preview after the choices`);
  if (slug === "king-of-siam") {
    const words = (await preview.locator(".move-words").innerText()).trim();
    assert.ok(words.startsWith(say(lang, "preview-play")), `${me.name}: the preview says “${words}”`);
  }
  await clickAndWait(page, page.locator('[data-testid="confirm"]'));
  return { kind: "play", flashes: await flashesNow(me) };
}

/// The flash messages of the page open now; none when the page is reloading already (the
/// computer answered at once, and the reload took the flash with it).
async function flashesNow(me) {
  try {
    return await me.flashes();
  } catch (e) {
    if (moving(e)) return [];
    throw e;
  }
}

/// Plays a game to its end by clicking: whoever of `people` is to move (read from the
/// pages) moves; a computer's turns come by themselves meanwhile. Only one person's page
/// is on the game at a time, the others parked on about:blank (an open game page reloads
/// itself at every move); after a move, the page tells who is next.
async function playOut({ people, gameUrl, rng, lang, slug, log, computers = false }) {
  const stats = { moves: 0, passes: 0, mapClicks: 0, listClicks: 0, computerWaits: 0, flashes: 0 };
  const started = Date.now();
  // A guard with a message of its own; the test's timeout bounds it too.
  const deadline = started + 280_000;
  log(`${slug}: ${[...people.keys()].join(", ")}${computers ? " and the computer" : ""} play to the end`);
  let me = [...people.values()][0];
  let st = await openGame(me, gameUrl);
  for (;;) {
    assert.ok(Date.now() < deadline, `the game did not end in time (${stats.moves} moves made)`);
    if (st.over) return stats;
    if (!st.mine) {
      const next = people.get(st.waitingFor);
      if (next) {
        await steady(me, () => me.page.goto("about:blank"));
        me = next;
        st = await openGame(me, gameUrl);
        assert.ok(st.mine, `${me.name}'s page says “${st.text}”`);
      } else {
        // The computer's turn (nobody else plays here): wait for it.
        assert.ok(computers, `the player to move ${st.waitingFor} (“${st.text}”) is not one of us`);
        stats.computerWaits++;
        await me.page.waitForTimeout(200);
        st = await openGame(me, gameUrl);
        continue;
      }
    }
    assert.ok(st.text.startsWith(say(lang, "games-status-your-turn")), `${me.name}: the status line “${st.text}”`);
    const title = await me.page.title();
    assert.ok(title.startsWith(say(lang, "games-title-your-turn")), `${me.name}: the title “${title}”`);
    const { kind, flashes } = await move(me, { rng, lang, slug, stats });
    stats.moves++;
    if (kind === "pass") stats.passes++;
    log(`${stats.moves}. ${me.name}: ${kind} — ${flashes.join(" | ")}`);
    // Against a computer the page may already have reloaded for its answer, taking the
    // flash with it; whenever the flash is there it tells the move in the reader's language.
    const told = say(lang, kind === "pass" ? "event-passed-you" : "event-played-you");
    if (flashes.length > 0 || !computers) {
      assert.ok(flashes[0]?.startsWith(told), `${me.name}: after the move the page says ${JSON.stringify(flashes)}`);
      stats.flashes++;
    }
    st = await steady(me, () => readStatus(me));
  }
}

/// Starts a game against one beginner computer with the lobby's "Play now" form.
async function playNow(p, lang, slug) {
  await p.goto("/");
  const form = p.page.locator(`form.play-now-form:has(input[name="game"][value="${slug}"])`);
  await form.locator('select[name="level"]').selectOption(LEVEL);
  await clickAndWait(p.page, form.getByRole("button", { name: say(lang, "lobby-play-now-submit"), exact: true }));
  const gameUrl = new URL(p.page.url()).pathname;
  assert.match(gameUrl, /^\/games\/[0-9a-f-]{36}$/, "Play now leads straight to the game");
  return gameUrl;
}

/// An invitation of `slug` for two, the other seat a beginner computer's, made with the
/// lobby's form: with every seat taken, the game starts at once. Returns the game's address.
async function inviteComputer(host, lang, slug) {
  await host.goto("/");
  const details = host.page.locator(`details.new-game:has(input[name="game"][value="${slug}"])`);
  if ((await details.count()) > 0 && !(await details.evaluate((d) => d.open))) await details.locator("summary").click();
  const form = host.page.locator(`form[action="/invitations"]:has(input[name="game"][value="${slug}"])`);
  await form.locator('select[name="players"]').selectOption("2");
  await form.locator('select[name="computers"]').selectOption("1");
  await form.locator(`input[name="computer_level"][value="${LEVEL}"]`).check();
  // The computer may move at once, and the page would reload itself for it, taking the
  // message away: the page's live updates wait until it has been read.
  await host.page.route("**/live", (route) => route.abort());
  await clickAndWait(host.page, form.getByRole("button", { name: say(lang, "lobby-create"), exact: true }));
  const gameUrl = new URL(host.page.url()).pathname;
  assert.match(gameUrl, /^\/games\/[0-9a-f-]{36}$/, `with every seat taken the game starts at once (${host.page.url()})`);
  const flashes = await host.flashes();
  await host.page.unroute("**/live");
  assert.ok(flashes.some((f) => f.startsWith(say(lang, "games-invitation-game-started"))), `the game started: ${flashes}`);
  return gameUrl;
}

/// A listed invitation of `slug` for `players` with one beginner computer seat, made with
/// the lobby's form; its page names the computer in the host's language. Returns its link.
async function listedWithComputer(host, lang, slug, players) {
  const link = await host.createInvitation({ game: slug, players, computers: 1, computer_level: LEVEL, listed: "listed" });
  assert.equal(await host.lang(), lang);
  const seats = await host.page.locator("ul.seats").innerText();
  assert.ok(seats.includes(host.name) && seats.includes(computerName(lang)), `the invitation's seats: ${seats}`);
  assert.ok(!seats.toLowerCase().includes(ENGLISH_COMPUTER.toLowerCase()), `the invitation's seats in English: ${seats}`);
  return link;
}

// --- what the pages say -----------------------------------------------------------------

/// The headings of a game's rules page in `lang`, as the rules page's own source has them.
function rulesHeadings(slug, lang) {
  const html = readFileSync(join(ROOT, "src", "games", FOLDER[slug], "templates", `rules.${lang}.html`), "utf8");
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) =>
    m[1]
      .replace(/<[^>]+>/g, "")
      .replace(/&nbsp;/g, "\u00a0")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/// The game page's rules link opens the game's rules in the reader's language: the page's
/// language, the rulebook marked as the one shown, its headings those of that rulebook.
async function checkRules(p, gameUrl, lang, slug) {
  // (A person is to move, or the game is over: the page stands still.)
  await openGame(p, gameUrl);
  const link = p.page.locator("nav.game-links").getByRole("link", { name: say(lang, "site-rules"), exact: true });
  await clickAndWait(p.page, link);
  assert.equal(new URL(p.page.url()).pathname, `/rules/${slug}`, "the rules link leads to the game's rules");
  assert.equal(await p.lang(), lang, `the rules page is in ${lang}`);
  assert.equal(await p.page.locator('.rules-languages [aria-current="page"]').getAttribute("lang"), lang, "the rulebook shown is the reader's");
  const body = p.page.locator(`main div[lang="${lang}"]`);
  assert.equal(await body.locator("h1").count(), 1, `a ${lang} rulebook`);
  const headings = await body.locator("h2").evaluateAll((hs) => hs.map((h) => h.textContent.replace(/\s+/g, " ").trim()));
  const want = rulesHeadings(slug, lang);
  assert.ok(want.length >= 3, `the ${lang} rules of ${slug} have headings`);
  assert.deepEqual(headings, want, `the ${slug} rules' headings in ${lang}`);
  assert.deepEqual(p.errors, [], `${p.name}: no script errors on the rules page`);
}

/// The page at `path` reads in `lang`, its `heading` (h1) is the catalogue's `headingId`,
/// the part `selector` names the computer in `lang`, and nothing on the page names it in
/// English. Returns the part's text.
async function namesComputer(p, { path, lang, selector, headingId, what }) {
  await p.goto(path);
  assert.equal(await p.lang(), lang, `${what} is in ${lang}`);
  if (headingId) assert.equal((await p.page.locator("main h1").first().innerText()).trim(), say(lang, headingId), `${what}'s heading`);
  const part = (await p.page.locator(selector).allInnerTexts()).join("\n");
  assert.ok(part.includes(computerName(lang)), `${what} names “${computerName(lang)}”: ${part}`);
  const all = await p.page.locator("body").innerText();
  assert.ok(!all.toLowerCase().includes(ENGLISH_COMPUTER.toLowerCase()), `${what} names the computer in English (“${ENGLISH_COMPUTER}”)`);
  return part;
}

/// While a game against the computer runs: the game page names the computer in `lang`
/// (its seat and the line under the title, with its badge), and so does the lobby.
async function checkRunningWithComputer(p, gameUrl, lang, people = []) {
  await waitForPeople(p, gameUrl, people);
  const seats = await p.seats();
  assert.ok(seats.some((s) => s.name === computerName(lang)), `a seat of “${computerName(lang)}”: ${seats.map((s) => s.name)}`);
  const line = p.page.locator('[data-testid="computers"]');
  assert.ok((await line.innerText()).includes(computerName(lang)), "the line under the title names the computer");
  assert.equal((await line.locator(".badge.computer").first().innerText()).trim(), say(lang, "games-computer-badge"));
  assert.ok(!(await p.page.locator("body").innerText()).toLowerCase().includes(ENGLISH_COMPUTER.toLowerCase()), "the game page names the computer in English");
  await namesComputer(p, { path: "/", lang, selector: "#my-turn, #running", what: "the lobby's running games" });
}

/// After a game against the computer: the lobby's finished games, the "Finished games"
/// page, the history (each computer move marked in `lang`) and the computer's profile, all
/// naming it in `lang`. Returns how many moves the history marks as the computer's.
async function checkFinishedWithComputer(p, gameUrl, lang) {
  const mine = await namesComputer(p, { path: "/", lang, selector: "#finished", what: "the lobby's finished games" });
  assert.ok(mine.includes(say(lang, "lobby-replay")), "the lobby's finished games offer the replay");
  await namesComputer(p, {
    path: "/games/finished", lang, selector: "table.list tbody", headingId: "lobby-finished-title", what: "“Finished games”",
  });
  // The computer's profile, by its name in the list.
  await clickAndWait(p.page, p.page.locator("table.list tbody a", { hasText: computerName(lang) }).first());
  assert.ok((await p.page.locator("main h1").first().innerText()).includes(computerName(lang)), "the computer's profile names it");
  assert.equal((await p.page.locator("main h1 .badge.computer").innerText()).trim(), say(lang, "games-computer-badge"));
  // The history: the computer's moves marked, in the reader's language.
  await openGame(p, gameUrl);
  await clickAndWait(p.page, p.page.locator("nav.game-links").getByRole("link", { name: say(lang, "games-history"), exact: true }));
  const history = p.page.locator('[data-testid="history"]');
  assert.ok((await history.innerText()).includes(computerName(lang)), "the history names the computer");
  const badges = history.locator(".badge.computer");
  assert.ok((await badges.count()) >= 1, "the history marks the computer's moves");
  assert.equal((await badges.first().innerText()).trim(), say(lang, "games-computer-badge"));
  assert.equal(await badges.first().getAttribute("title"), say(lang, "games-played-by-computer"));
  assert.ok(!(await p.page.locator("body").innerText()).toLowerCase().includes(ENGLISH_COMPUTER.toLowerCase()), "the history names the computer in English");
  return badges.count();
}

/// The end of a game as every person at it sees it: the status line, the result box (its
/// heading, the headline naming the winners, "decided by", the standings, Meridian's
/// island table) and the setup's check, all in `lang`; the same headline for all; no
/// script errors. `shot`: a screenshot of the first person's end screen.
async function checkEnd({ people, gameUrl, lang, slug, computer = false, shot }) {
  const one = sayVariant(lang, "games-result-headline", "one");
  const other = sayVariant(lang, "games-result-headline", "other");
  let headline = null;
  for (const p of people.values()) {
    const st = await openGame(p, gameUrl);
    assert.ok(st.over, `${p.name} sees the game over (“${st.text}”)`);
    assert.equal(await p.lang(), lang, `${p.name} reads the end in ${lang}`);
    assert.ok(st.text.startsWith(say(lang, "games-status-over")), `${p.name}: the status line “${st.text}”`);
    const page = p.page;
    const result = page.locator('[data-testid="result"]');
    assert.equal(await result.count(), 1, `${p.name} sees the result`);
    assert.equal(await page.locator("#composer").count(), 0, `${p.name} has no composer at the end`);
    assert.equal(await result.getAttribute("aria-label"), say(lang, "games-result"));
    assert.equal((await result.locator("h2").first().innerText()).trim(), say(lang, "games-result"));
    const said = (await page.locator('[data-testid="result-headline"]').innerText()).trim();
    assert.ok(said.startsWith("★ ") && (said.endsWith(` ${one}.`) || said.endsWith(` ${other}.`)), `${p.name}: the headline “${said}” in ${lang}`);
    if (headline === null) headline = said;
    assert.equal(said, headline, `${p.name} sees the same headline`);
    const winners = (await p.seats()).filter((s) => s.winner);
    assert.ok(winners.length >= 1, "a winner is marked");
    for (const w of winners) assert.ok(said.includes(w.name), `the headline “${said}” names ${w.name}`);
    const terms = (await result.locator("dl.facts dt").allInnerTexts()).map((d) => d.trim());
    assert.ok(terms.includes(say(lang, "games-result-decided-by")), `“decided by” in ${lang}: ${terms}`);
    const standings = result.locator('[data-testid="standings"]');
    if ((await standings.count()) > 0) {
      const heads = (await standings.locator("thead th").allInnerTexts()).map((h) => h.trim());
      assert.deepEqual(heads.slice(0, 2), [say(lang, "games-result-rank"), say(lang, "games-result-player")]);
    }
    if (slug === "meridian") {
      assert.equal((await result.locator('[data-testid="island-result"] h3').innerText()).trim(), say(lang, "result-islands"));
    }
    const text = await result.innerText();
    if (computer && (await standings.count()) > 0) assert.ok(text.includes(computerName(lang)), "the standings name the computer");
    assert.ok(!text.toLowerCase().includes(ENGLISH_COMPUTER.toLowerCase()), `the result names the computer in English: ${text}`);
    assert.equal(await commitmentChecksOut(page), say(lang, "games-commitment-js-matches"), "the revealed setup matches, in the reader's language");
    if (shot && p === [...people.values()][0]) await page.screenshot({ path: shotPath(`language-games-${shot}.png`), fullPage: true });
    assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
  }
  return headline;
}

// --- the three languages ----------------------------------------------------------------

test("Dutch: Meridian against a person, King of Siam against the computer", { timeout: TEST_TIMEOUT }, async (t) => {
  const lang = "nl";
  const seed = seedFor(20250401);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "language-games-nl", async ({ server, browser, log }) => {
    // Meridian against a person: the lobby's form, the invitation link, signed up in Dutch.
    const { players, gameUrl } = await gather(browser, server.base, ["ans", "bas"], { game: "meridian", players: 2 }, null, { lang });
    const ans = players.get("ans");
    const bas = players.get("bas");
    await checkRules(ans, gameUrl, lang, "meridian");
    const game = await playOut({ people: players, gameUrl, rng, lang, slug: "meridian", log });
    assert.equal(game.moves, 52, "a whole game of Meridian for two: 52 turns");
    const headline = await checkEnd({ people: players, gameUrl, lang, slug: "meridian", shot: "nl-result" });

    // King of Siam against the computer, by "Play now".
    const vsComputer = await playNow(ans, lang, "king-of-siam");
    await checkRunningWithComputer(ans, vsComputer, lang);
    await checkRules(ans, vsComputer, lang, "king-of-siam");
    // An invitation listed for anybody, with a computer seat: "Open games" names it.
    await listedWithComputer(ans, lang, "king-of-siam", 3);
    await namesComputer(bas, { path: "/open-games", lang, selector: '[data-testid="open-games"] ul.games', headingId: "lobby-open-title", what: "“Open games”" });
    await namesComputer(ans, { path: "/", lang, selector: "#invitations", what: "the lobby's open invitations" });
    const alone = new Map([["ans", ans]]);
    await bas.page.goto("about:blank");
    const solo = await playOut({ people: alone, gameUrl: vsComputer, rng, lang, slug: "king-of-siam", log, computers: true });
    const end = await checkEnd({ people: alone, gameUrl: vsComputer, lang, slug: "king-of-siam", computer: true });
    const computerMoves = await checkFinishedWithComputer(ans, vsComputer, lang);
    assert.ok(solo.moves >= 2 && computerMoves >= 2, `both sides moved (${solo.moves} moves of ans, ${computerMoves} of the computer)`);
    t.diagnostic(`nl: Meridian ${game.moves} turns, ${headline}; King of Siam ${solo.moves} moves of ans, ${computerMoves} of the computer, ${end}`);
  });
});

test("French: King of Siam against a person, Meridian against the computer", { timeout: TEST_TIMEOUT }, async (t) => {
  const lang = "fr";
  const seed = seedFor(20250402);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "language-games-fr", async ({ server, browser, log }) => {
    // King of Siam against a person, played as e2e/games.test.mjs plays it.
    const { players, gameUrl } = await gather(browser, server.base, ["Amélie", "Gaël"], { board: "siam", players: 2, hands: "original" }, null, { lang });
    const fay = players.get("Amélie");
    const guy = players.get("Gaël");
    await checkRules(guy, gameUrl, lang, "king-of-siam");
    const stats = await playToEnd({ players, gameUrl, rng, label: "language-games-fr-siam", log });
    assert.ok(stats.plays >= 1 && stats.passes >= 1, "cards were played and turns passed");
    const headline = await checkEnd({ people: players, gameUrl, lang, slug: "king-of-siam", shot: "fr-result" });

    // Meridian against the computer: the invitation form with one computer seat starts it.
    await guy.page.goto("about:blank");
    const vsComputer = await inviteComputer(fay, lang, "meridian");
    await checkRunningWithComputer(fay, vsComputer, lang);
    await checkRules(fay, vsComputer, lang, "meridian");
    await listedWithComputer(fay, lang, "meridian", 3);
    await namesComputer(guy, { path: "/open-games", lang, selector: '[data-testid="open-games"] ul.games', headingId: "lobby-open-title", what: "« Open games »" });
    await guy.page.goto("about:blank");
    const alone = new Map([["Amélie", fay]]);
    const solo = await playOut({ people: alone, gameUrl: vsComputer, rng, lang, slug: "meridian", log, computers: true });
    const end = await checkEnd({ people: alone, gameUrl: vsComputer, lang, slug: "meridian", computer: true });
    const computerMoves = await checkFinishedWithComputer(fay, vsComputer, lang);
    assert.deepEqual([solo.moves, computerMoves], [26, 26], "26 turns each, a card each");
    t.diagnostic(`fr: King of Siam ${stats.moves} moves, ${headline}; Meridian ${solo.moves} turns of fay, ${computerMoves} of the computer, ${end}`);
  });
});

test("Italian: King of Siam with a person and the computer, Meridian against the computer", { timeout: TEST_TIMEOUT }, async (t) => {
  const lang = "it";
  const seed = seedFor(20250403);
  t.diagnostic(`seed ${seed}`);
  const rng = prng(seed);
  await withServer(t, "language-games-it", async ({ server, browser, log }) => {
    const lia = await signUpIn(browser, server.base, "lia", lang);
    const leo = await signUpIn(browser, server.base, "Niccolò", lang);
    // King of Siam for three, one seat the computer's, listed for anybody: leo finds it on
    // "Open games" and joins from there; the game starts.
    const link = await listedWithComputer(lia, lang, "king-of-siam", 3);
    await namesComputer(lia, { path: "/", lang, selector: "#invitations", what: "the lobby's open invitations" });
    await namesComputer(leo, { path: "/open-games", lang, selector: '[data-testid="open-games"] ul.games', headingId: "lobby-open-title", what: "“Open games”" });
    await clickAndWait(leo.page, leo.page.locator('[data-testid="open-games"] [data-testid="open-join"]').first());
    assert.equal(leo.page.url(), link, "“Join…” leads to the invitation");
    // The computer may move at once: the page's live updates wait until the message is read.
    await leo.page.route("**/live", (route) => route.abort());
    const joined = await leo.join(link);
    await leo.page.unroute("**/live");
    assert.ok(joined.some((f) => f.includes(say(lang, "games-invitation-all-seated"))), `the last person's join starts the game: ${joined}`);
    const gameUrl = new URL(leo.page.url()).pathname;
    assert.match(gameUrl, /^\/games\/[0-9a-f-]{36}$/);
    const players = new Map([["lia", lia], ["Niccolò", leo]]);
    await checkRunningWithComputer(leo, gameUrl, lang, ["lia"]);
    await namesComputer(lia, { path: "/watch", lang, selector: '[data-testid="watch"]', headingId: "lobby-watch-title", what: "“Watch”" });
    await checkRules(leo, gameUrl, lang, "king-of-siam");
    await leo.page.goto("about:blank");
    const three = await playOut({ people: players, gameUrl, rng, lang, slug: "king-of-siam", log, computers: true });
    const headline = await checkEnd({ people: players, gameUrl, lang, slug: "king-of-siam", computer: true, shot: "it-result" });
    const computerPlayed = await checkFinishedWithComputer(leo, gameUrl, lang);
    assert.ok(three.moves >= 4 && computerPlayed >= 2, `all three moved (${three.moves} moves of lia and leo, ${computerPlayed} of the computer)`);

    // Meridian against the computer, by "Play now".
    await leo.page.goto("about:blank");
    const vsComputer = await playNow(lia, lang, "meridian");
    await checkRunningWithComputer(lia, vsComputer, lang);
    await checkRules(lia, vsComputer, lang, "meridian");
    const alone = new Map([["lia", lia]]);
    const solo = await playOut({ people: alone, gameUrl: vsComputer, rng, lang, slug: "meridian", log, computers: true });
    const end = await checkEnd({ people: alone, gameUrl: vsComputer, lang, slug: "meridian", computer: true });
    const computerMoves = await checkFinishedWithComputer(lia, vsComputer, lang);
    assert.deepEqual([solo.moves, computerMoves], [26, 26], "26 turns each, a card each");
    t.diagnostic(`it: King of Siam ${three.moves} moves of lia and leo, ${computerPlayed} of the computer, ${headline}; Meridian ${solo.moves} turns of lia, ${end}`);
  });
});
