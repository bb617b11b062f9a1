// Shared helpers of the browser end-to-end tests (e2e/*.test.mjs): the real server binary
// on a free port with a fresh SQLite file, Debian's Chromium through playwright-core, and a
// person at a browser who signs up, creates or joins an invitation and plays by clicking.
//
// Nothing here uses the JSON API: every action goes through the pages, as a person would.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, closeSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const BINARY = process.env.MAIPENRAI_BIN ?? join(ROOT, "target", "debug", "maipenrai");
export const CHROMIUM = process.env.CHROMIUM ?? "/usr/bin/chromium";
export const SHOTS = join(ROOT, "target", "e2e-screenshots");
export const PASSWORD = "correct horse battery";
export const PHONE = { width: 390, height: 844 };

// --- the site's words --------------------------------------------------------------------

const catalogues = new Map();
// Every message's lines as written (its first line's value, then its indented lines), for
// the messages of several lines: `lang` → id → lines.
const blocks = new Map();

/// Reads the catalogues of `lang` once.
function loadCatalogue(lang) {
  if (catalogues.has(lang)) return;
  const messages = new Map();
  const lines = new Map();
  const folders = [join(ROOT, "src", "locales", lang)];
  for (const game of readdirSync(join(ROOT, "src", "games"), { withFileTypes: true })) {
    if (game.isDirectory()) folders.push(join(ROOT, "src", "games", game.name, "locales", lang));
  }
  for (const folder of folders.filter((f) => existsSync(f))) {
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".ftl"))) {
      let open = null;
      for (const line of readFileSync(join(folder, file), "utf8").split("\n")) {
        const m = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
        if (m && !messages.has(m[1])) messages.set(m[1], m[2]);
        const start = /^([a-z][a-z0-9-]*) =\s*(.*)$/.exec(line);
        if (start) {
          open = lines.has(start[1]) ? null : [start[2]];
          if (open) lines.set(start[1], open);
        } else if (open && /^\s+\S/.test(line)) open.push(line.trim());
        else open = null;
      }
    }
  }
  catalogues.set(lang, messages);
  blocks.set(lang, lines);
}

/// The words of message `id` in `lang`, as the site's catalogues (src/locales/<lang>/ and
/// each game's locales/<lang>/) hold them, up to its first argument, without a final full
/// stop: what a page's text starts with. One-line messages only.
export function say(lang, id) {
  loadCatalogue(lang);
  const text = catalogues.get(lang).get(id);
  if (text === undefined) throw new Error(`no one-line message ${id} in ${lang}`);
  return text.split("{")[0].trimEnd().replace(/\.$/, "");
}

/// The variant `key` of message `id` in `lang`, a message that chooses by an argument
/// (`[beginner] Computer (beginner) { $letter }`), its arguments filled in from `args`:
/// `sayVariant("nl", "games-computer-name", "beginner", { letter: "A" })`.
export function sayVariant(lang, id, key, args = {}) {
  loadCatalogue(lang);
  const lines = blocks.get(lang).get(id);
  if (lines === undefined) throw new Error(`no message ${id} in ${lang}`);
  const variant = lines.map((l) => /^\*?\[([^\]]+)\]\s+(.*)$/.exec(l)).find((m) => m && m[1] === key);
  if (!variant) throw new Error(`no variant [${key}] of ${id} in ${lang}`);
  return variant[2].replace(/\{\s*\$([a-z_]+)\s*\}/g, (_, name) => {
    if (!(name in args)) throw new Error(`${id} [${key}] in ${lang} needs ${name}`);
    return String(args[name]);
  });
}

// --- randomness ------------------------------------------------------------------------

/// A small seeded PRNG (mulberry32): the same seed makes the same choices on the same page.
export function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.pick = (items) => items[Math.floor(next() * items.length)];
  next.chance = (p) => next() < p;
  return next;
}

/// The seed of a test: E2E_SEED if set (to replay a failure), else the given default.
export function seedFor(fallback) {
  const env = process.env.E2E_SEED;
  return env ? Number.parseInt(env, 10) >>> 0 : fallback;
}

// --- the server ------------------------------------------------------------------------

export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

const running = new Set();
// A test that dies in an unexpected way (or is interrupted) must not leave a server behind.
function killAll() {
  for (const child of running) {
    try {
      child.kill("SIGKILL");
    } catch {}
  }
}
process.on("exit", killAll);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    killAll();
    process.exit(signal === "SIGINT" ? 130 : 143);
  });
}

/// Starts `target/debug/maipenrai` with its own SQLite file and port; returns
/// `{ base, dir, log, stop }`. `stop()` ends it (SIGTERM, then SIGKILL) and removes the
/// temp dir unless the test failed (`keep`), so the database and log can be inspected.
/// `env`: more environment for the server (e.g. a mail server, a short worker interval).
export async function startServer(label = "e2e", env = {}) {
  if (!existsSync(BINARY)) {
    throw new Error(
      `the server binary ${BINARY} is missing: run \`cargo build\` first (scripts/test.sh does)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), `mpr-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const log = join(dir, "server.log");
  const fd = openSync(log, "a");
  const child = spawn(BINARY, [], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite://${dir}/db.sqlite`,
      BIND_ADDR: `127.0.0.1:${port}`,
      BASE_URL: base,
      REGISTRATION: "open",
      STATIC_DIR: join(ROOT, "static"),
      RUST_LOG: process.env.RUST_LOG ?? "warn",
      ...env,
    },
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  running.add(child);
  const exited = new Promise((res) => child.on("exit", (code, signal) => res({ code, signal })));
  child.on("exit", () => running.delete(child));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited at start (${child.exitCode ?? child.signalCode}); its log:\n${readLog(log)}`);
    }
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz within 60 s; its log:\n${readLog(log)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  async function stop({ keep = false } = {}) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return { base, dir, log, stop, readLog: () => readLog(log) };
}

function readLog(path) {
  try {
    return readFileSync(path, "utf8").slice(-4000);
  } catch {
    return "(no log)";
  }
}

// --- the browser -----------------------------------------------------------------------

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/// A server and a browser for one test, both gone afterwards (also on failure; then the
/// server's temp dir with its database and log is kept and named). `env` adds to the
/// server's environment.
export async function withServer(t, label, fn, env = {}) {
  const server = await startServer(label, env);
  let browser = null;
  const lines = [];
  const started = Date.now();
  const log = (line) => {
    lines.push(line);
    if (process.env.E2E_VERBOSE) console.log(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s: ${line}`);
  };
  let ok = false;
  const onAbort = () => browser?.close().catch(() => {});
  t.signal.addEventListener("abort", onAbort, { once: true });
  try {
    browser = await launchBrowser();
    await fn({ server, browser, log });
    ok = true;
  } finally {
    if (!ok) {
      console.error(`--- ${label}: the last moves:\n${lines.slice(-25).join("\n")}`);
      console.error(`--- ${label}: server log and database kept in ${server.dir}\n${server.readLog()}`);
    }
    t.signal.removeEventListener("abort", onAbort);
    await browser?.close().catch(() => {});
    await server.stop({ keep: !ok });
    t.diagnostic(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/// Clicks `locator` (or runs `action`) and waits until the page it leads to has loaded.
export async function clickAndWait(page, target) {
  const nav = page.waitForNavigation({ waitUntil: "load" });
  if (typeof target === "function") await target();
  else await target.click();
  await nav;
}

export function shotPath(file) {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, file);
}

// --- a person at a browser ---------------------------------------------------------------

export class Player {
  constructor(context, page, base, name) {
    this.context = context;
    this.page = page;
    this.base = base;
    this.name = name;
  }

  /// A fresh browser context (its own cookie jar) for `name`.
  static async open(browser, base, name) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const page = await context.newPage();
    const p = new Player(context, page, base, name);
    page.on("pageerror", (e) => p.errors.push(String(e)));
    p.errors = [];
    return p;
  }

  /// A fresh phone-sized context (390 × 844, touch) for `name`.
  static async phone(browser, base, name, options = {}) {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, hasTouch: true, ...options });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    const p = new Player(context, await context.newPage(), base, name);
    p.errors = [];
    p.page.on("pageerror", (e) => p.errors.push(String(e)));
    return p;
  }

  /// Logs in through the form (from `path`, which may carry a `next`); returns the flashes.
  async logIn(password = PASSWORD, path = "/login") {
    if (path) await this.goto(path);
    const form = this.page.locator('form[action="/login"]');
    await form.locator('input[name="username"]').fill(this.name);
    await form.locator('input[name="password"]').fill(password);
    await clickAndWait(this.page, form.locator('button[type="submit"]'));
    return this.flashes();
  }

  /// The language of the page open now.
  async lang() {
    return (await this.page.locator("html").getAttribute("lang")) ?? "en";
  }

  /// The page is no wider than its window (no sideways scrolling).
  async fitsWidth() {
    const [wide, width] = await this.page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    return wide <= width + 1;
  }

  async goto(path) {
    await this.page.goto(path.startsWith("http") ? path : `${this.base}${path}`, { waitUntil: "load" });
  }

  async flashes() {
    return this.page.locator("main > p.flash").allInnerTexts();
  }

  /// Signs up through the form on `path` (the sign-up page, or an invitation page that
  /// shows one to visitors) and checks the welcome message and the name in the header.
  async signUp(path = "/signup", { email } = {}) {
    await this.goto(path);
    const form = this.page.locator('form[action="/signup"]');
    await form.locator('input[name="username"]').fill(this.name);
    await form.locator('input[name="password"]').fill(PASSWORD);
    if (email) await form.locator('input[name="email"]').fill(email);
    await clickAndWait(this.page, form.locator('button[type="submit"]'));
    const flashes = await this.flashes();
    const welcome = say(await this.lang(), "accounts-welcome");
    if (!flashes.some((f) => f.includes(welcome))) {
      throw new Error(`${this.name}: no welcome after sign-up at ${this.page.url()}: ${JSON.stringify(flashes)}`);
    }
    const who = (await this.page.locator("header.site a.who").innerText()).trim();
    if (who !== this.name) throw new Error(`${this.name}: the header names ${who}`);
  }

  /// Creates an invitation with the lobby's form of `game` (its slug; King of Siam when
  /// none is given), checking the radio button of every other field given (a game's own
  /// options: `board`, `hands`, …; `listed`, `computer_level`) or choosing in its list
  /// (`computers`); returns the invitation link shown on the page it leads to.
  async createInvitation({ game = "king-of-siam", players, note, ...choices }) {
    await this.goto("/");
    const form = this.page.locator(`form[action="/invitations"]:has(input[name="game"][value="${game}"])`);
    // With several games each form sits in a <details>, the first one open.
    const details = this.page.locator(`details.new-game:has(input[name="game"][value="${game}"])`);
    if ((await details.count()) > 0 && !(await details.evaluate((d) => d.open))) {
      await details.locator("summary").click();
    }
    for (const [field, value] of Object.entries(choices)) {
      if (value === undefined) continue;
      const list = form.locator(`select[name="${field}"]`);
      if ((await list.count()) > 0) await list.selectOption(String(value));
      else await form.locator(`input[name="${field}"][value="${value}"]`).check();
    }
    await form.locator('select[name="players"]').selectOption(String(players));
    if (note) await form.locator('input[name="note"]').fill(note);
    await clickAndWait(this.page, form.locator('button[type="submit"]'));
    if (!/\/invite\/[^/]+$/.test(new URL(this.page.url()).pathname)) {
      throw new Error(`creating an invitation led to ${this.page.url()}: ${await this.flashes()}`);
    }
    const link = await this.page.locator("#invite-link").inputValue();
    if (!link.startsWith(this.base)) throw new Error(`the invitation link ${link} does not start with ${this.base}`);
    return link;
  }

  /// Opens the invitation link and presses "Join this game"; returns the flash messages.
  async join(link) {
    await this.goto(link);
    const join = say(await this.lang(), "games-invitation-join");
    await clickAndWait(this.page, this.page.getByRole("button", { name: join }));
    return this.flashes();
  }

  /// The status line of the game page: `{ mine, waitingFor, over, text }`.
  /// Read from the line's data attributes, the same in every language.
  async status() {
    const line = this.page.locator('[data-testid="status"]');
    const text = (await line.innerText()).trim();
    const state = await line.getAttribute("data-state");
    return {
      text,
      mine: state === "mine",
      waitingFor: state === "waiting" ? await line.getAttribute("data-to-move") : null,
      over: state === "over",
    };
  }

  /// The seat panels: `[{ seat, name, cardsLeft, winner, me, hand }]`.
  async seats() {
    return this.page.locator("article.seat[data-seat]").evaluateAll((els) =>
      els.map((el) => {
        const hand = el.querySelector("[data-hand]");
        return {
          seat: Number(el.dataset.seat),
          name: el.dataset.name,
          cardsLeft: Number(el.dataset.cardsLeft),
          winner: el.classList.contains("winner"),
          me: el.classList.contains("me"),
          hand: hand ? hand.dataset.hand.split(" ").filter(Boolean) : null,
        };
      }),
    );
  }

  async close() {
    await this.context.close();
  }
}

// --- the JSON API, for the other side of a game ------------------------------------------

/// A call to the JSON API; returns the parsed body (throws on an unexpected status).
export async function api(base, method, path, token, body) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/// An API token of an existing account.
export async function apiToken(base, name) {
  return (await api(base, "POST", "/tokens", null, { username: name, password: PASSWORD })).token;
}

/// Accounts for `names`, made through the API; returns their tokens by name.
export async function apiAccounts(base, names) {
  const tokens = {};
  for (const name of names) {
    await api(base, "POST", "/accounts", null, { username: name, password: PASSWORD });
    tokens[name] = await apiToken(base, name);
  }
  return tokens;
}

/// One move of whoever is to move (`tokens`: name → token), through the API: a random card
/// play, or a pass when `pass` says so (or nothing else is legal). Returns `{ mover, move }`,
/// or null when the game is over.
export async function apiMove(base, gameId, tokens, { rng = Math.random, pass = () => false } = {}) {
  const anyone = Object.values(tokens)[0];
  const game = await api(base, "GET", `/games/${gameId}`, anyone);
  if (game.status !== "active") return null;
  const mover = game.to_move;
  const legal = await api(base, "GET", `/games/${gameId}/legal-moves`, tokens[mover]);
  const plays = legal.moves.filter((m) => m !== "pass");
  const move = plays.length === 0 || pass(mover) ? "pass" : plays[Math.floor(rng() * plays.length)];
  await api(base, "POST", `/games/${gameId}/moves`, tokens[mover], { seq: legal.seq, move });
  return { mover, move };
}

// --- a whole game by clicking ------------------------------------------------------------

/// Sign-up, invitation and joining, all through the pages. The first name creates the
/// invitation; the last one signs up on the invitation page itself (the visitor's form) and
/// its join starts the game. Returns `{ players, gameUrl, link }` (players: name → Player).
export async function gather(browser, base, names, invitation, shot, { lang = "en" } = {}) {
  const players = new Map();
  for (const n of names) players.set(n, await Player.open(browser, base, n));
  const [host, ...guests] = names.map((n) => players.get(n));
  const last = guests.at(-1);
  // Each arrives as a visitor and picks the language at the foot of the page first.
  for (const p of players.values()) await p.goto(`/language/${lang}`);
  for (const p of [host, ...guests.slice(0, -1)]) await p.signUp("/signup");
  const link = await host.createInvitation(invitation);
  if (shot) await host.page.screenshot({ path: shotPath(`${shot}-invitation.png`), fullPage: true });
  for (const g of guests.slice(0, -1)) {
    const flashes = await g.join(link);
    const joined = say(lang, "games-invitation-joined");
    if (!flashes.some((f) => f.includes(joined))) throw new Error(`${g.name} joined: ${flashes}`);
  }
  // The last guest arrives by the link without an account and signs up right there.
  await last.signUp(link);
  if (new URL(last.page.url()).pathname !== new URL(link).pathname) {
    throw new Error(`sign-up on the invitation page led to ${last.page.url()}, not back to ${link}`);
  }
  const flashes = await last.join(link);
  const started = say(lang, "games-invitation-all-seated");
  if (!flashes.some((f) => f.includes(started))) {
    throw new Error(`the last join did not start the game: ${flashes} (${last.page.url()})`);
  }
  const gameUrl = new URL(last.page.url());
  if (!/^\/games\/[0-9a-f-]{36}$/.test(gameUrl.pathname)) throw new Error(`not a game page: ${gameUrl}`);
  // The host finds the game from the invitation page.
  await host.goto(link);
  await clickAndWait(host.page, host.page.getByRole("link", { name: say(lang, "games-invitation-go") }));
  if (new URL(host.page.url()).pathname !== gameUrl.pathname) {
    throw new Error(`the host's link to the game leads to ${host.page.url()}`);
  }
  return { players, gameUrl: gameUrl.pathname, link };
}

/// Clicks the map (SVG province, follower chip or track tile) link that leads to `href`,
/// at a point where that link is really on top; false when there is none.
export async function clickOnMap(page, href) {
  const point = await page.evaluate((href) => {
    const anchors = [...document.querySelectorAll(".map-area svg a, .track-area ol.track a")].filter(
      (a) => a.getAttribute("href") === href,
    );
    // Chips and names first: the province cells are large and partly under other things.
    anchors.sort((a, b) => (a.classList.contains("chip-link") ? -1 : 0) - (b.classList.contains("chip-link") ? -1 : 0));
    for (const a of anchors) {
      a.scrollIntoView({ block: "center", inline: "center" });
      for (const el of [...a.querySelectorAll("rect, circle, text, path"), a]) {
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) continue;
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        if (hit && a.contains(hit)) return { x, y, kind: a.getAttribute("class") ?? a.tagName };
      }
    }
    return null;
  }, href);
  if (!point) return null;
  await clickAndWait(page, () => page.mouse.click(point.x, point.y));
  const at = new URL(page.url());
  const want = new URL(href, at);
  if (at.pathname + at.search !== want.pathname + want.search) {
    throw new Error(`clicking the map (${point.kind}) led to ${at}, not to ${href}`);
  }
  return point.kind;
}

const STRUGGLE = /^Struggle \d+ for .+: .+ take control\./;
// A skip repeated within one move is told once, its count first: "Three times: … is skipped."
const SKIP = / is skipped( — struggle ended)?\.$/;

/// Plays a game to its end by clicking, as the players would: the player to move (read
/// from the pages) passes or composes a move with the composer and confirms it.
///
/// Steering, so the game reliably shows an automatic skip: `anchor` (the first player to
/// move) never passes while a card can be played, so no struggle ends before the anchor has
/// played all its cards; meanwhile the others keep at least one card (they pass when down to
/// their last one) — the anchor is then skipped while they still hold cards. Everybody else
/// passes with probability `passRate`, and, once somebody was skipped (cards run out),
/// with `latePassRate`, so the later struggles end by passing one after another.
/// The random deal may still end the game before a turn comes to the anchor without cards:
/// `stats.movesAfterAnchorOut` counts the moves made after the anchor's last card that did
/// not end the game ([`skipExpected`]).
export async function playToEnd({
  players, gameUrl, rng, label, passRate = 0.3, latePassRate = 0.5, maxMoves = 400, log = () => {},
}) {
  const stats = {
    moves: 0, plays: 0, passes: 0, mapClicks: 0, listClicks: 0, resets: 0, backs: 0,
    resolutions: [], skips: [], flashes: [], ended: null, lastMover: null, anchor: null,
    movesAfterAnchorOut: 0,
  };
  const shots = new Set();
  const shoot = async (page, name) => {
    if (shots.has(name)) return;
    shots.add(name);
    await page.screenshot({ path: shotPath(`${label}-${name}.png`), fullPage: true });
  };

  // Who moves first: any seated player's page says it.
  const someone = [...players.values()][0];
  await someone.goto(gameUrl);
  let st = await someone.status();
  let mover = st.mine ? someone.name : st.waitingFor;
  if (!players.has(mover)) throw new Error(`the first mover ${mover} (“${st.text}”) is not one of us`);
  stats.anchor = mover;
  for (const p of players.values()) if (p !== players.get(mover)) await p.page.goto("about:blank");

  for (let n = 0; n < maxMoves; n++) {
    const me = players.get(mover);
    const page = me.page;
    await me.goto(gameUrl);
    st = await me.status();
    if (!st.mine) throw new Error(`move ${n}: ${mover} should be to move, the page says “${st.text}”`);
    const lang = await me.lang();
    const yourTurn = say(lang, "games-title-your-turn");
    if (!(await page.title()).startsWith(yourTurn)) throw new Error(`move ${n}: the title lacks "${yourTurn}"`);
    if (n === 0) await shoot(page, "start");
    const seats = await me.seats();
    const mine = seats.find((s) => s.me);
    if (!mine || mine.name !== mover) throw new Error(`move ${n}: my panel is ${JSON.stringify(mine)}`);
    if (!mine.hand || mine.hand.length !== mine.cardsLeft) {
      throw new Error(`move ${n}: own hand ${JSON.stringify(mine.hand)} vs ${mine.cardsLeft} cards left`);
    }
    const anchorLeft = seats.find((s) => s.name === stats.anchor).cardsLeft;
    const playable = await page.locator('[data-testid="card-choice"]').count();
    let pass;
    if (playable === 0) pass = true;
    else if (mover === stats.anchor) pass = false;
    else if (anchorLeft > 0 && mine.cardsLeft <= 1) pass = true;
    else pass = rng.chance(stats.skips.length > 0 ? latePassRate : passRate);

    let flashes;
    if (pass) {
      // Pass asks first ("Pass…" opens "Yes, pass").
      await page.locator('[data-testid="pass-open"]').click();
      await clickAndWait(page, page.locator('[data-testid="pass"]'));
      flashes = await me.flashes();
      if (!flashes[0]?.startsWith(say(lang, "event-passed-you"))) throw new Error(`move ${n}: after Pass the page says ${JSON.stringify(flashes)}`);
      stats.passes++;
    } else {
      flashes = await compose(me, { rng, stats, shoot, n, wantReset: stats.resets === 0 && n >= 1, wantBack: stats.backs === 0 });
      stats.plays++;
    }
    stats.moves++;
    stats.flashes.push(...flashes);
    log(`${n + 1}. ${mover}: ${flashes.join(" | ")}`);
    for (const f of flashes) {
      if (STRUGGLE.test(f)) stats.resolutions.push(f);
      if (SKIP.test(f)) stats.skips.push(f);
    }
    if (flashes.some((f) => STRUGGLE.test(f))) await shoot(page, "after-resolution");
    if (flashes.some((f) => SKIP.test(f))) await shoot(page, "after-skip");

    st = await me.status();
    if (st.over) {
      const over = say(lang, "game-over");
      if (!flashes.some((f) => f.startsWith(over))) {
        throw new Error(`the game ended without saying so: ${JSON.stringify(flashes)}`);
      }
      stats.ended = flashes.find((f) => f.startsWith(over));
      stats.lastMover = mover;
      return stats;
    }
    if (anchorLeft === 0) stats.movesAfterAnchorOut++;
    const next = st.mine ? mover : st.waitingFor;
    if (!players.has(next)) throw new Error(`move ${n}: next to move ${next} (“${st.text}”) is not one of us`);
    // An idle game page reloads itself at every move (live updates): park it instead.
    if (next !== mover) await page.goto("about:blank");
    mover = next;
  }
  throw new Error(`the game did not end within ${maxMoves} moves`);
}

/// Whether the game `stats` tells of must have skipped somebody: the order of play is
/// fixed, so once the anchor is out of cards, a turn comes to them within one move of each
/// other player, unless the game ended first.
export function skipExpected(stats, players) {
  return stats.movesAfterAnchorOut >= players - 1;
}

/// Each seat panel's hand as the page shows it: cards left, the hand's text, whether it is
/// the viewer's own.
async function handsShown(page) {
  return page.locator("article.seat[data-seat]").evaluateAll((els) =>
    Object.fromEntries(
      els.map((e) => [
        e.dataset.seat,
        { left: Number(e.dataset.cardsLeft), hand: e.querySelector(".hand")?.dataset.hand ?? null, me: e.classList.contains("me") },
      ]),
    ),
  );
}

/// One move with the composer: a random card, a random option at each step (on the map
/// or in the list), the preview, Confirm. With `wantReset`, part of a draft is built first
/// and thrown away with Reset (and a step is taken back with "Back one step").
async function compose(me, { rng, stats, shoot, n, wantReset, wantBack }) {
  const page = me.page;
  const draftRows = () => page.locator('[data-testid="draft"] > li.done').count();
  const handsBefore = await handsShown(page);
  const cards = page.locator('[data-testid="card-choice"]');
  const count = await cards.count();
  const i = Math.floor(rng() * count);
  const cardName = (await cards.nth(i).locator("strong").innerText()).trim();
  await clickAndWait(page, cards.nth(i));
  if (!new URL(page.url()).searchParams.get("card")) throw new Error(`move ${n}: no card in ${page.url()}`);
  const rows = await draftRows();
  if (rows !== 1) throw new Error(`move ${n}: after choosing ${cardName} the draft shows ${rows} rows`);
  const cardRow = await page.locator('[data-testid="draft"] > li.done').first().innerText();
  if (!cardRow.includes(cardName)) throw new Error(`move ${n}: the draft says “${cardRow}”, not ${cardName}`);

  let chosen = 0;
  for (let step = 0; step < 12; step++) {
    if ((await page.locator('[data-testid="preview"]').count()) > 0) break;
    const options = await page
      .locator('[data-testid="option"]')
      .evaluateAll((els) => els.map((e) => ({ href: e.getAttribute("href"), label: e.textContent.trim() })));
    if (options.length === 0) {
      const text = await page.locator("#composer").innerText();
      throw new Error(`move ${n}: ${cardName}: neither options nor a preview:\n${text}`);
    }
    const k = Math.floor(rng() * options.length);
    const via = rng.chance(0.5) ? await clickOnMap(page, options[k].href) : null;
    if (via) stats.mapClicks++;
    else {
      await clickAndWait(page, page.locator('[data-testid="option"]').nth(k));
      stats.listClicks++;
    }
    chosen++;
    const r = await draftRows();
    if (r !== 1 + chosen) throw new Error(`move ${n}: after ${chosen} choices the draft shows ${r} rows`);
    if (chosen === 1) await shoot(page, "mid-composer");

    const previewing = (await page.locator('[data-testid="preview"]').count()) > 0;
    if (wantBack && chosen >= 2 && !previewing) {
      await clickAndWait(page, page.locator('[data-testid="back"]'));
      chosen--;
      const rb = await draftRows();
      if (rb !== 1 + chosen) throw new Error(`move ${n}: after "Back one step" the draft shows ${rb} rows`);
      stats.backs++;
      wantBack = false;
    }
    if (wantReset && chosen >= 1 && (!wantBack || previewing)) {
      await shoot(page, "before-reset");
      await clickAndWait(page, page.locator('[data-testid="reset"]'));
      const url = new URL(page.url());
      if (url.searchParams.has("card") || url.searchParams.has("d")) throw new Error(`Reset kept the draft: ${url}`);
      if ((await page.locator('[data-testid="draft"]').count()) !== 0) throw new Error("Reset: the draft is still shown");
      if ((await page.locator('[data-testid="preview"]').count()) !== 0) throw new Error("Reset: a preview is still shown");
      if ((await page.locator('[data-testid="card-choice"]').count()) !== count) {
        throw new Error("Reset: the page does not offer the same cards again");
      }
      if (!(await me.status()).mine) throw new Error("Reset: no longer my turn?");
      stats.resets++;
      return compose(me, { rng, stats, shoot, n, wantReset: false, wantBack: false });
    }
  }
  // The preview: the board after the card, the move in words and notation, Confirm.
  const preview = page.locator('[data-testid="preview"]');
  if ((await preview.count()) !== 1) throw new Error(`move ${n}: ${cardName}: no preview after ${chosen} choices`);
  if ((await page.locator("section.map-area.previewing").count()) !== 1) throw new Error("the map does not show the preview");
  const notation = (await preview.locator("code").innerText()).trim();
  const words = (await preview.locator(".move-words").innerText()).trim();
  const lang = await me.lang();
  if (!notation || !words.startsWith(say(lang, "preview-play"))) throw new Error(`move ${n}: preview “${words}” / “${notation}”`);
  // The preview shows what the move does and nothing more: the others' hands exactly as
  // before (hidden ones stay counts), one card fewer in the mover's hand.
  const handsPreviewed = await handsShown(page);
  for (const [seat, shown] of Object.entries(handsBefore)) {
    if (shown.me) {
      if (handsPreviewed[seat].left !== shown.left - 1) throw new Error(`move ${n}: the preview's hand holds ${handsPreviewed[seat].left} cards, not ${shown.left - 1}`);
    } else if (JSON.stringify(handsPreviewed[seat]) !== JSON.stringify(shown)) {
      throw new Error(`move ${n}: the preview shows seat ${seat}'s hand as ${JSON.stringify(handsPreviewed[seat])}, before ${JSON.stringify(shown)}`);
    }
  }
  await shoot(page, "preview");
  await clickAndWait(page, page.locator('[data-testid="confirm"]'));
  const flashes = await me.flashes();
  if (!flashes[0]?.startsWith(say(lang, "event-played-you"))) throw new Error(`move ${n}: after Confirm the page says ${JSON.stringify(flashes)}`);
  if (new URL(page.url()).search !== "") throw new Error(`after Confirm the page kept a draft: ${page.url()}`);
  return flashes;
}

/// The setup committed to when the game started checks out in the browser once it is
/// over (templates/games/_commitment.html, docs/verifiable-setup.md).
export async function commitmentChecksOut(page) {
  const check = page.locator('[data-testid="commitment-check"]');
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="commitment-check"]')?.textContent ?? "").length > 0,
  );
  return (await check.innerText()).trim();
}
