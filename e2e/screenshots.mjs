// Screenshots of every important page in headless Chromium, for looking at the design.
//
//   cd e2e && npm install && node screenshots.mjs
//
// Starts the server itself (`cargo run`, a fresh SQLite file in /tmp, 127.0.0.1:18080),
// creates accounts and games through the JSON API, logs in through the browser's form and
// writes PNGs into target/screenshots/. Uses Debian's /usr/bin/chromium (never downloads a
// browser); set CHROMIUM to use another one.

import { launchBrowser } from "./lib.mjs";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const BASE = process.env.BASE ?? "http://127.0.0.1:18080";
const OUT = join(root, "target", "screenshots");
const PASSWORD = "correct horse";
mkdirSync(OUT, { recursive: true });

// --- the server -----------------------------------------------------------------------

let server = null;
async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), "mpr-e2e-"));
  server = spawn("cargo", ["run", "--quiet"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite://${dir}/e2e.db`,
      BIND_ADDR: BASE.replace(/^https?:\/\//, ""),
      BASE_URL: BASE,
      RUST_LOG: process.env.RUST_LOG ?? "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  server.on("exit", (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`);
  });
  for (let i = 0; i < 1200; i++) {
    try {
      const res = await fetch(`${BASE}/healthz`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not come up");
}

function stopServer() {
  if (server && server.exitCode === null) server.kill("SIGTERM");
}

// --- the JSON API ---------------------------------------------------------------------

async function api(method, path, token, body) {
  const res = await fetch(`${BASE}/api/v1${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const tokens = {};
async function account(name) {
  await api("POST", "/accounts", null, { username: name, password: PASSWORD });
  tokens[name] = (await api("POST", "/tokens", null, { username: name, password: PASSWORD })).token;
}

async function invitation(creator, board, players, hands) {
  const inv = await api("POST", "/invitations", tokens[creator], {
    game: "king-of-siam",
    board,
    players,
    hands,
    note: "friendly game, one move a day",
  });
  return inv.code;
}

async function joinAll(code, names) {
  let gameId = null;
  for (const n of names) gameId = (await api("POST", `/invitations/${code}/join`, tokens[n])).game_id ?? gameId;
  return gameId;
}

const game = (id) => api("GET", `/games/${id}`, null);

async function randomMove(id) {
  const g = await game(id);
  if (g.status === "finished") return null;
  const t = tokens[g.to_move];
  const legal = await api("GET", `/games/${id}/legal-moves?random=1`, t);
  return api("POST", `/games/${id}/moves`, t, { seq: legal.seq, move: legal.moves[0] });
}

async function move(id, text) {
  const g = await game(id);
  return api("POST", `/games/${id}/moves`, tokens[g.to_move], { seq: g.seq, move: text });
}

async function playToEnd(id) {
  while (await randomMove(id)) {}
  return game(id);
}

/// Everybody passes until one more pass ends the struggle.
async function passUntilLastPass(id) {
  for (;;) {
    const g = await game(id);
    if (g.view.passes_in_row >= g.view.players - 1) return g;
    await move(id, "pass");
  }
}

// --- the browser ----------------------------------------------------------------------

const browser = await launchBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const contexts = {};

async function pageAs(name, viewport = DESKTOP) {
  const key = `${name}-${viewport.width}`;
  if (!contexts[key]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    if (name) {
      await page.goto(`${BASE}/login`);
      await page.fill('input[name="username"]', name);
      await page.fill('input[name="password"]', PASSWORD);
      await Promise.all([page.waitForNavigation(), page.click('form[action="/login"] button[type="submit"]')]);
    }
    contexts[key] = page;
  }
  return contexts[key];
}

/// Opens `path`; an open game page may be reloading itself (live update) meanwhile, so an
/// interrupted navigation is simply tried again.
async function go(page, path) {
  for (let i = 0; ; i++) {
    try {
      await page.goto(`${BASE}${path}`);
      await page.waitForLoadState("load");
      return;
    } catch (e) {
      if (i >= 3) throw e;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

async function shot(page, file, path) {
  if (path) await go(page, path);
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  console.log(`  ${file}`);
  // Phone pages are long: also keep the first screens one by one, readable at full size.
  const { width } = page.viewportSize();
  if (width < 500) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let i = 0; i < 3 && i * 1100 < height; i++) {
      await page.screenshot({
        path: join(OUT, file.replace(".png", `-part${i + 1}.png`)),
        fullPage: true,
        clip: { x: 0, y: i * 1100, width, height: Math.min(1100, height - i * 1100) },
      });
    }
  }
}

/// Follows the first option link of the composer `n` times.
async function followOptions(page, n) {
  for (let i = 0; i < n; i++) {
    const link = page.locator("ul.options a").first();
    if ((await link.count()) === 0) return;
    await Promise.all([page.waitForNavigation(), link.click()]);
  }
}

async function untilPreview(page) {
  for (let i = 0; i < 8 && (await page.locator(".preview").count()) === 0; i++) await followOptions(page, 1);
}

// --- the scenes -----------------------------------------------------------------------

async function boardTour(board, players, hands, names) {
  const [creator, ...others] = names;
  console.log(`${board}: ${players} players, ${hands} hands`);
  const code = await invitation(creator, board, players, hands);
  await joinAll(code, others.slice(0, -1));
  await shot(await pageAs(creator), `${board}-invitation.png`, `/invite/${code}`);
  const id = await joinAll(code, others.slice(-1));
  let g = await game(id);
  const mover = g.to_move;
  const p = await pageAs(mover);
  await shot(p, `${board}-start.png`, `/games/${id}`);
  await shot(await pageAs(mover, PHONE), `${board}-start-phone.png`, `/games/${id}`);
  await shot(await pageAs(names.find((n) => n !== mover)), `${board}-start-waiting.png`, `/games/${id}`);

  await go(p, `/games/${id}?card=2v1#composer`);
  await followOptions(p, 2);
  await shot(p, `${board}-composer-2v1.png`);
  const phone = await pageAs(mover, PHONE);
  await go(phone, `/games/${id}?card=2v1#composer`);
  await followOptions(phone, 1);
  await shot(phone, `${board}-composer-2v1-phone.png`);

  const khon = board === "saba" ? "ityoppaya" : "khonthai";
  await go(p, `/games/${id}?card=${khon}#composer`);
  await followOptions(p, 1);
  await shot(p, `${board}-composer-khonthai.png`);
  await untilPreview(p);
  await shot(p, `${board}-composer-preview.png`);
  // Confirm through the page: the flash tells what happened.
  await Promise.all([p.waitForNavigation(), p.click("form.confirm button")]);
  await shot(p, `${board}-after-move.png`);

  // A few more moves, then everybody passes; the last pass happens in the browser.
  for (let i = 0; i < players; i++) await randomMove(id);
  g = await passUntilLastPass(id);
  const last = await pageAs(g.to_move);
  await go(last, `/games/${id}`);
  await last.click('[data-testid="pass-open"]');
  await Promise.all([last.waitForNavigation(), last.click('[data-testid="pass"]')]);
  await shot(last, `${board}-struggle-resolved.png`);
  await shot(await pageAs(g.to_move, PHONE), `${board}-struggle-resolved-phone.png`, `/games/${id}`);

  await shot(last, `${board}-history.png`, `/games/${id}/history`);
  g = await game(id);
  await shot(last, `${board}-history-step.png`, `/games/${id}/history/${g.seq}`);
  await shot(last, `${board}-history-hidden-step.png`, `/games/${id}/history/1`);

  g = await playToEnd(id);
  await shot(last, `${board}-end-tour.png`, `/games/${id}`);
  await shot(last, `${board}-replay-step.png`, `/games/${id}/history/3`);
  await shot(await pageAs(mover, PHONE), `${board}-end-tour-phone.png`, `/games/${id}`);
  return g.view.result.colony;
}

/// Plays two-player games until both kinds of ending (colony and ruled) were shot.
async function endings(board, a, b) {
  const seen = new Set();
  for (let i = 0; i < 40 && seen.size < 2; i++) {
    const code = await invitation(a, board, 2, "original");
    const id = await joinAll(code, [b]);
    const g = await playToEnd(id);
    const kind = g.view.result.colony ? "colony" : "ruled";
    if (seen.has(kind)) continue;
    seen.add(kind);
    await shot(await pageAs(a), `${board}-end-${kind}.png`, `/games/${id}`);
    await shot(await pageAs(a, PHONE), `${board}-end-${kind}-phone.png`, `/games/${id}`);
  }
}

try {
  await startServer();
  for (const n of ["ann", "ben", "cid", "dee"]) await account(n);
  await shot(await pageAs(null), "welcome.png", "/");
  await shot(await pageAs(null), "login.png", "/login");
  await boardTour("siam", 3, "original", ["ann", "ben", "cid"]);
  await boardTour("saba", 4, "open", ["ann", "ben", "cid", "dee"]);
  await endings("siam", "ann", "ben");
  await endings("saba", "cid", "dee");
  await shot(await pageAs("ann"), "lobby.png", "/");
  await shot(await pageAs("ann", PHONE), "lobby-phone.png", "/");
  await shot(await pageAs("ann"), "finished.png", "/games/finished");
  await shot(await pageAs("ann"), "rules.png", "/rules/king-of-siam");
  await shot(await pageAs("ann", PHONE), "rules-phone.png", "/rules/king-of-siam");
  await shot(await pageAs("ann"), "not-found.png", "/games/00000000-0000-0000-0000-000000000000");
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  stopServer();
}
