// Whole games as a screen reader meets them, in Dutch and in Italian: eva plays a game of
// King of Siam and one of Meridian against ugo (whose moves come through the API) using
// only roles and accessible names — the composer's region, its named list of choices, their
// links, the Confirm button; a disclosure opened through the accessibility tree, as a
// screen reader does, to pass — never a CSS selector nor a click on coordinates. Before each
// of her moves she reads the board only from the accessibility tree (Chromium's
// Accessibility.getFullAXTree over CDP): "the board in words" names both players in the
// page's language, and every card the composer offers her is in her hand as it tells it.

import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, Player, api, apiAccounts, apiMove, launchBrowser, prng, say, seedFor, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 900_000);
const GAMES = [
  ["king-of-siam", "siam"],
  ["meridian", "meridian"],
];

/// A one-line message of a game's own catalogue, whole.
function gameSay(lang, folder, id) {
  const file = readFileSync(join(ROOT, "src", "games", folder, "locales", lang, "web.ftl"), "utf8");
  const line = file.split("\n").find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${id} in ${folder}/${lang}`);
  return line.slice(id.length + 3).trim();
}

/// The page's accessibility tree, as Chromium gives it to assistive technology.
async function axTree(page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  return { cdp, nodes, byId: new Map(nodes.map((n) => [n.nodeId, n])) };
}

const role = (n) => n.role?.value;
const name = (n) => n.name?.value ?? "";

/// The nodes under `root` (itself included), in reading order.
function under(tree, root) {
  const out = [];
  const walk = (n) => {
    if (!n) return;
    out.push(n);
    for (const c of n.childIds ?? []) walk(tree.byId.get(c));
  };
  walk(root);
  return out;
}

function find(tree, wanted, startsWith, root = null) {
  const nodes = root ? under(tree, root) : tree.nodes;
  return nodes.filter((n) => !n.ignored && role(n) === wanted && name(n).startsWith(startsWith));
}

/// The words under `root` as a screen reader reads them.
function words(tree, root) {
  return under(tree, root)
    .filter((n) => !n.ignored && role(n) === "StaticText")
    .map(name)
    .join(" ");
}

/// One of eva's moves by roles and names.
async function moveByRoles(page, lang, folder, rng) {
  const composerName = gameSay(lang, folder, "composer-title");
  const composer = page.getByRole("region", { name: composerName });
  for (let step = 0; step < 20; step++) {
    const confirm = composer.getByRole("button", { name: gameSay(lang, folder, "preview-confirm") });
    if ((await confirm.count()) > 0) {
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), confirm.click()]);
      return;
    }
    const choices = composer.getByRole("list", { name: /\S/ }).first().getByRole("link");
    const count = await choices.count();
    if (count === 0) {
      // No card to play: open "Pass…" as a screen reader does, through its node.
      const tree = await axTree(page);
      const [pass] = find(tree, "DisclosureTriangle", say(lang, "pass-open"));
      assert.ok(pass, `${lang}: a way to pass`);
      await tree.cdp.send("DOM.focus", { backendNodeId: pass.backendDOMNodeId });
      await page.keyboard.press("Enter");
      const yes = composer.getByRole("button", { name: gameSay(lang, folder, "pass-confirm") });
      await Promise.all([page.waitForNavigation({ waitUntil: "load" }), yes.click()]);
      return;
    }
    const before = page.url();
    await choices.nth(Math.floor(rng() * count)).click();
    await page.waitForFunction((old) => location.href !== old && !document.querySelector("[aria-busy]"), before);
  }
  throw new Error("no move after 20 choices");
}

/// The board as eva's screen reader reads it, checked against what her composer offers.
async function readBoard(page, lang, folder, players) {
  const tree = await axTree(page);
  const [board] = find(tree, "region", say(lang, "games-board-text"));
  assert.ok(board, `${lang}: the board in words is a region of the page`);
  const text = words(tree, board);
  for (const p of players) assert.ok(text.includes(p), `${lang} ${folder}: the board in words names ${p}`);
  const [composer] = find(tree, "region", gameSay(lang, folder, "composer-title"));
  const [cards] = composer ? find(tree, "list", gameSay(lang, folder, "composer-choose-card"), composer) : [];
  let checked = 0;
  if (cards) {
    for (const link of under(tree, cards).filter((n) => !n.ignored && role(n) === "link")) {
      const card = under(tree, link).find((n) => !n.ignored && role(n) === "StaticText");
      assert.ok(card && text.includes(name(card)), `${lang} ${folder}: ${name(card)} is in the hand the board tells`);
      checked++;
    }
  }
  await tree.cdp.detach();
  return checked;
}

test("whole games by roles and names, the board read from the accessibility tree, in Dutch and Italian", { timeout: TEST_TIMEOUT }, async () => {
  const rng = prng(seedFor(20261204));
  const server = await startServer("screen-reader");
  const browser = await launchBrowser();
  let ok = false;
  try {
    for (const lang of ["nl", "it"]) {
      const eva = `eva_${lang}`;
      const ugo = `ugo_${lang}`;
      const tokens = await apiAccounts(server.base, [eva, ugo]);
      const player = await Player.open(browser, server.base, eva);
      await player.goto(`/language/${lang}`);
      // Logging in by the form's labels and its button's name.
      await player.goto("/login");
      const page = player.page;
      await page.getByLabel(say(lang, "accounts-username")).fill(eva);
      await page.getByLabel(say(lang, "accounts-password"), { exact: true }).fill("correct horse battery");
      await Promise.all([
        page.waitForNavigation({ waitUntil: "load" }),
        page.getByRole("main").getByRole("button", { name: say(lang, "accounts-login-submit") }).click(),
      ]);
      for (const [slug, folder] of GAMES) {
        const invitation = await api(server.base, "POST", "/invitations", tokens[eva], { game: slug, players: 2 });
        const id = (await api(server.base, "POST", `/invitations/${invitation.code}/join`, tokens[ugo])).game_id;
        let moves = 0;
        let cards = 0;
        for (let turn = 0; turn < 400; turn++) {
          const game = await api(server.base, "GET", `/games/${id}`, tokens[eva]);
          if (game.status !== "active") break;
          if (game.to_move !== eva) {
            await apiMove(server.base, id, { [eva]: tokens[eva], [ugo]: tokens[ugo] }, { rng });
            continue;
          }
          await player.goto(`/games/${id}`);
          cards += await readBoard(page, lang, folder, [eva, ugo]);
          await moveByRoles(page, lang, folder, rng);
          moves++;
        }
        const end = await api(server.base, "GET", `/games/${id}`, tokens[eva]);
        assert.equal(end.status, "finished", `${lang} ${slug}: the game was played to its end`);
        await player.goto(`/games/${id}`);
        await readBoard(page, lang, folder, [eva, ugo]);
        assert.ok(cards >= moves, `${lang} ${slug}: the cards offered were found in the board in words`);
        console.log(`${lang} ${slug}: ${moves} moves by roles and names, ${cards} offered cards found in the board in words`);
      }
      assert.deepEqual(player.errors, []);
      await player.context.close();
    }
    ok = true;
  } finally {
    await browser.close();
    await server.stop({ keep: !ok });
  }
});
