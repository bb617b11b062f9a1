// Browser end-to-end test of the rough edges a first browser test found (issue 16's list),
// each as a person meets it, on a desktop (ann) and a phone (a 20-character name):
//  1. a move confirmed after the session ended elsewhere: told so, back with the draft;
//  3. 4. the Maharacha preview shows one board: the tile track and the player's panel too;
//  5. cancelling an invitation asks first;  6. a stale tab of the same player is told so;
//  8. a stranger opening a started invitation is told plainly and may watch;
//  9. on a phone: card descriptions shown, the Join button above the fold, a long name
//     fits, the King label inside its tile, follower chips and their buttons 44 px tall;
// 10. without JavaScript there is no dead Copy button;  11. form errors read as sentences;
// 12. the maps (screenshots; the geometry is checked in src/games/siam/web/board.rs).
// (2., expired invitations, is in accounts.test.mjs; 7., the skip wording, in games.test.mjs.)
// Screenshots go to target/e2e-screenshots/edges-*.

import test from "node:test";
import assert from "node:assert/strict";
import { PHONE, Player, clickAndWait, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
const LONG = "abcdefghij_klmnopq-9"; // 20 characters, the longest a name may be

async function shoot(player, name) {
  await player.page.screenshot({ path: shotPath(`edges-${name}.png`), fullPage: true });
  assert.ok(await player.fitsWidth(), `${name}: no sideways scrolling`);
}

/// The tile track's provinces in order (the "Tile track" panel).
async function trackOrder(page) {
  return page.locator(".track-area ol.track > li").evaluateAll((lis) => lis.map((li) => li.querySelector(".pname")?.textContent.trim()));
}

/// Chooses the card named `card` and the first offered option at every step, up to the
/// preview.
async function composeToPreview(page, card) {
  await clickAndWait(page, page.locator('[data-testid="card-choice"]', { has: page.locator("strong", { hasText: card }) }).first());
  for (let i = 0; i < 12 && (await page.locator('[data-testid="preview"]').count()) === 0; i++) {
    await clickAndWait(page, page.locator('[data-testid="option"]').first());
  }
  assert.equal(await page.locator('[data-testid="preview"]').count(), 1, `${card}: a preview`);
}

test("rough edges, each as a person meets it (desktop and phone)", { timeout: TEST_TIMEOUT }, async () => {
  const server = await startServer("edges");
  const browser = await launchBrowser();
  let ok = false;
  try {
    const ann = await Player.open(browser, server.base, "ann");
    const phone = await Player.phone(browser, server.base, LONG);

    // 11. Mistakes in the forms read as sentences (the browser itself checks the length and
    // the letters of a name; the server says when it is taken).
    await ann.signUp();
    await phone.goto("/signup");
    const signup = phone.page.locator('form[action="/signup"]');
    await signup.locator('input[name="username"]').fill("ann");
    await signup.locator('input[name="password"]').fill("correct horse battery");
    await clickAndWait(phone.page, signup.locator('button[type="submit"]'));
    assert.match(await phone.page.locator("main").innerText(), /The username ann \(or one that looks just like it\) is already taken/, "the sign-up error is a sentence");
    await phone.signUp();
    const stranger = await Player.open(browser, server.base, "cid");
    await stranger.signUp();
    await stranger.goto("/");
    await clickAndWait(stranger.page, stranger.page.getByRole("button", { name: "Log out" }));
    const wrong = await stranger.logIn("not the password");
    assert.ok(wrong.concat(await stranger.page.locator("main").innerText()).join(" ").includes("Wrong username or password"), "the log-in error starts with a capital");
    await stranger.logIn();

    // 5. Cancelling an invitation asks first.
    const doomed = await ann.createInvitation({ players: 2, board: "siam", hands: "original" });
    assert.equal(await ann.page.locator('[data-testid="cancel"]').isVisible(), false, "no one-click cancel");
    await ann.page.locator('[data-testid="cancel-open"]').click();
    assert.match(await ann.page.locator(".confirm-form").innerText(), /Cancel this invitation\?/);
    await clickAndWait(ann.page, ann.page.locator('[data-testid="cancel"]'));
    await ann.goto(doomed);
    assert.match(await ann.page.locator("p.status").innerText(), /This invitation was cancelled\./);

    // 10. Without JavaScript no Copy button is offered; with it, it is.
    const link = await ann.createInvitation({ players: 2, board: "siam", hands: "original", note: "rough edges" });
    assert.equal(await ann.page.locator('button[data-copy="invite-link"]').isVisible(), true, "Copy with JavaScript");
    const nojs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await nojs.newPage();
    await plain.goto(link);
    assert.equal(await plain.locator("button[data-copy]").isVisible(), false, "no Copy button without JavaScript");
    await nojs.close();

    // 9. On a phone the Join button is above the fold.
    await phone.goto(link);
    const join = phone.page.getByRole("button", { name: "Join this game" });
    const box = await join.boundingBox();
    assert.ok(box && box.y + box.height <= PHONE.height, `the Join button is above the fold (${JSON.stringify(box)})`);
    await shoot(phone, "invitation-phone");
    await clickAndWait(phone.page, join);
    await phone.goto(link);
    const gameUrl = await phone.page.getByRole("link", { name: "Go to the game" }).getAttribute("href");

    // 8. A stranger opening the started invitation is told plainly and may watch.
    await stranger.goto(link);
    assert.match(await stranger.page.locator("p.status").innerText(), /the game has started without you\. Anyone may watch it\./);
    await clickAndWait(stranger.page, stranger.page.getByRole("link", { name: "Watch the game" }));
    assert.equal(new URL(stranger.page.url()).pathname, gameUrl);

    // Whoever moves first plays Maharacha. 9. On a phone the cards keep their descriptions.
    await ann.goto(gameUrl);
    const st = await ann.status();
    const [mover, other] = st.mine ? [ann, phone] : [phone, ann];
    await mover.goto(gameUrl);
    if (mover === phone) {
      const hints = phone.page.locator('[data-testid="card-choice"] .hint');
      assert.ok((await hints.count()) >= 1 && (await hints.first().isVisible()), "card descriptions on the phone");
    } else {
      await phone.goto(gameUrl);
      assert.ok(await phone.page.locator(".card-choices").count() === 0, "no composer for the one who waits");
    }
    // 9. The long name fits the phone's game page.
    await phone.goto(gameUrl);
    await shoot(phone, "game-phone");
    await mover.goto(gameUrl);
    const before = await trackOrder(mover.page);
    await composeToPreview(mover.page, "Maharacha");
    // 3. One board per step: the tile track shows the board after the card, as the map.
    const after = await trackOrder(mover.page);
    assert.notDeepEqual(after, before, "the tile track shows the tiles swapped");
    assert.deepEqual([...after].sort(), [...before].sort(), "the same tiles");
    // 4. The mover's panel: the card left the hand as it was counted.
    const me = (await mover.seats()).find((s) => s.me);
    assert.equal(me.hand.length, me.cardsLeft, `the panel's hand matches its count: ${JSON.stringify(me)}`);
    assert.equal(me.cardsLeft, 7);
    assert.ok(!me.hand.includes("maharacha"), `no Maharacha left in hand: ${me.hand}`);
    const yourHand = (await mover.page.locator(".game-head").innerText()).match(/Your hand: (.*)/)[1];
    assert.ok(!yourHand.includes("Maharacha"), `the hand above the board agrees: ${yourHand}`);
    await shoot(mover, `maharacha-preview-${mover === phone ? "phone" : "desktop"}`);

    // 1. The session ends elsewhere (logged out in another tab); the confirm says so, and
    // logging in again brings the draft back.
    const draft = new URL(mover.page.url());
    const tab = await mover.context.newPage();
    await tab.goto(`${server.base}/`);
    await clickAndWait(tab, tab.getByRole("button", { name: "Log out" }));
    await tab.close();
    await clickAndWait(mover.page, mover.page.locator('[data-testid="confirm"]'));
    assert.equal(new URL(mover.page.url()).pathname, "/login");
    assert.match((await mover.flashes()).join(" "), /Your session has ended, so the move was not played\./);
    await mover.logIn(undefined, null);
    const back = new URL(mover.page.url());
    assert.equal(back.pathname, draft.pathname, "back at the game");
    assert.equal(back.searchParams.get("card"), draft.searchParams.get("card"), "with the card chosen");
    assert.equal(await mover.page.locator('[data-testid="preview"]').count(), 1, "and the preview as it was");
    await clickAndWait(mover.page, mover.page.locator('[data-testid="confirm"]'));
    assert.match((await mover.flashes())[0], /^You played: /);

    // 9. The King label sits inside its tile, on the phone too.
    await phone.goto(gameUrl);
    const kings = await phone.page.locator(".track-area ol.track > li").evaluateAll((lis) =>
      lis.flatMap((li) => {
        const king = li.querySelector(".king");
        if (!king) return [];
        const t = li.getBoundingClientRect();
        const k = king.getBoundingClientRect();
        return [{ inside: k.left >= t.left - 0.5 && k.right <= t.right + 0.5 && k.top >= t.top - 0.5 && k.bottom <= t.bottom + 0.5 }];
      }),
    );
    assert.equal(kings.length, 1, "Maharacha put a King marker on the track");
    assert.ok(kings[0].inside, "the King label stays inside its tile");
    await shoot(phone, "king-phone");

    // 6. A stale tab of the same player: the other moves in one tab, then confirms in the
    // older one.
    // The old tab is one that did not update itself (no JavaScript, so no live reload),
    // logged in with the same session.
    await other.goto(gameUrl);
    const old = await browser.newContext({ javaScriptEnabled: false, storageState: await other.context.storageState() });
    const stale = await old.newPage();
    await stale.goto(`${server.base}${gameUrl}`);
    await other.page.locator('[data-testid="pass-open"]').click();
    await clickAndWait(other.page, other.page.locator('[data-testid="pass"]'));
    await stale.locator('[data-testid="pass-open"]').click();
    await clickAndWait(stale, stale.locator('[data-testid="pass"]'));
    const told = await stale.locator("main > p.flash").allInnerTexts();
    assert.ok(told.some((t) => t.startsWith("You already moved in this game, in another tab or window")), `the stale tab is told it was you: ${told}`);
    assert.ok(!told.join(" ").includes("somebody moved before you"));
    await old.close();

    // 9. Follower chips to take are 44 px tall on a phone: after the pass it is the
    // mover's turn again; on a phone-sized window they play Khon Thai up to the take.
    await mover.page.setViewportSize(PHONE);
    await mover.goto(gameUrl);
    assert.ok((await mover.status()).mine, "the mover is to move again");
    await clickAndWait(mover.page, mover.page.locator('[data-testid="card-choice"]', { has: mover.page.locator("strong", { hasText: "Khon Thai" }) }).first());
    for (let i = 0; i < 6 && (await mover.page.locator(".map-area svg a.chip-link").count()) === 0; i++) {
      await clickAndWait(mover.page, mover.page.locator('[data-testid="option"]').first());
    }
    const chips = await mover.page.locator(".map-area svg a.chip-link").evaluateAll((as) =>
      as.map((a) => {
        const r = a.getBoundingClientRect();
        return { w: Math.round(r.width), h: Math.round(r.height) };
      }),
    );
    assert.ok(chips.length >= 1, "chips to take on the map");
    // A chip's target is 44 px tall and as wide as its share of the province's row (three
    // chips side by side on a 390 px map leave 34 px each); the list offers every chip as a
    // button at least 44 px tall.
    assert.ok(chips.every((c) => c.h >= 44 && c.w >= 30), `chip targets: ${JSON.stringify(chips)}`);
    const buttons = await mover.page.locator('[data-testid="option"]').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
    assert.ok(buttons.length >= 1 && buttons.every((h) => h >= 44), `the list's buttons are 44 px tall: ${buttons.map(Math.round)}`);
    // 12. The map as a phone shows it (the lines are checked in board.rs).
    await shoot(mover, "chips-phone");

    for (const p of [ann, phone, stranger]) assert.deepEqual(p.errors, [], `${p.name}: no script errors`);
    ok = true;
  } finally {
    await browser.close().catch(() => {});
    await server.stop({ keep: !ok });
    if (!ok) console.error(server.readLog());
  }
});
