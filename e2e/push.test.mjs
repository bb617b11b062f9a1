// Browser end-to-end test of push notifications, the whole way: a push service of the
// test's own (a Node HTTP server on 127.0.0.1, allowed by WEBHOOK_ALLOW_LOOPBACK) receives
// what the server sends, checks its VAPID signature (ES256 by the key the settings page
// gave the browser, over the service's origin) and decrypts it with the subscription's keys
// (RFC 8291, which only the "browser" holds); the message is then delivered to the site's
// service worker through Chromium's DevTools (`ServiceWorker.deliverPushMessage`: a
// headless browser has no push service to subscribe with), and the notification it shows
// is read back (`registration.getNotifications()`): its text, and the page a click opens.
//
// Ben, on a phone, turns notifications on (in headless Chromium the browser's own subscribe
// fails, and the page says so in words), subscribes with the test's keys, sends himself a
// test notification; Ann, at a desktop, invites him by name; his notification leads to the
// invitation, and he joins. The manifest and icons make the site installable.
// Screenshots go to target/e2e-screenshots/push-*.

import test from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import crypto from "node:crypto";
import { Player, api, apiToken, clickAndWait, freePort, launchBrowser, shotPath, startServer } from "./lib.mjs";

const TEST_TIMEOUT = Number(process.env.E2E_TIMEOUT_MS ?? 300_000);
const b64url = (buf) => Buffer.from(buf).toString("base64url");

/// The test's push service: `POST /push/<device>` is kept; `{ origin, received, next() }`.
async function pushService() {
  const port = await freePort();
  const received = [];
  const waiting = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const message = { path: req.url, headers: req.headers, body: Buffer.concat(chunks) };
      received.push(message);
      res.writeHead(201).end();
      while (waiting.length) waiting.shift()();
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /// The next message after the `count` already received (waits up to 30 s: the
    /// server's worker sends it).
    async after(count) {
      const deadline = Date.now() + 30_000;
      while (received.length <= count) {
        if (Date.now() > deadline) throw new Error("the push service received nothing");
        await new Promise((r) => {
          waiting.push(r);
          setTimeout(r, 500);
        });
      }
      return received[count];
    },
    close: () => server.close(),
  };
}

/// A subscription's keys, as a browser would make them.
function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: b64url(ecdh.getPublicKey()), auth: crypto.randomBytes(16) };
}

/// Checks the VAPID header of `message` (the server's key `serverKey`, audience `origin`).
function checkSignature(message, serverKey, origin) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(message.headers.authorization ?? "");
  assert.ok(match, `a VAPID header: ${message.headers.authorization}`);
  const [, token, key] = match;
  assert.equal(key, serverKey, "signed with the key the page gave the browser");
  const [head, claims, signature] = token.split(".");
  const point = Buffer.from(key, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  assert.ok(ok, "the ES256 signature holds");
  const body = JSON.parse(Buffer.from(claims, "base64url"));
  assert.equal(body.aud, origin);
  assert.ok(body.exp * 1000 > Date.now(), "not expired");
}

/// Decrypts an `aes128gcm` push message (RFC 8188 / 8291) with the subscription's keys.
function decrypt(message, keys) {
  assert.equal(message.headers["content-encoding"], "aes128gcm");
  const body = message.body;
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const serverPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, keys.auth, info, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then padding zeros.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString("utf8");
}

/// The site's service worker registration, through DevTools.
async function registrationId(cdp, base) {
  const found = new Promise((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

/// Delivers `data` to the service worker and returns the notifications it then shows.
async function deliver(player, cdp, id, data) {
  // Notifications shown before are closed first: what is shown afterwards is this one.
  await player.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (const n of await registration.getNotifications()) n.close();
  });
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: player.base, registrationId: id, data });
  for (let i = 0; i < 50; i++) {
    const shown = await player.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data }));
    });
    if (shown.length > 0) return shown;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the service worker showed no notification");
}

test("a pushed notification reaches the service worker and leads to its page", { timeout: TEST_TIMEOUT }, async () => {
  const push = await pushService();
  const server = await startServer("push", { WEBHOOK_ALLOW_LOOPBACK: "true", WORKER_INTERVAL_SECS: "1" });
  const browser = await launchBrowser();
  let failed = true;
  try {
    const ann = await Player.open(browser, server.base, "ann");
    const ben = await Player.phone(browser, server.base, "ben");
    await ann.signUp();
    await ben.signUp();
    // New accounts reach others by name only in their lobby unless they have played
    // together (docs/social.md): ann and ben sit at one game first, before ben has a device.
    const [annToken, benToken] = [await apiToken(server.base, "ann"), await apiToken(server.base, "ben")];
    const first = await api(server.base, "POST", "/invitations", annToken, { game: "king-of-siam", players: 2 });
    await api(server.base, "POST", `/invitations/${first.code}/join`, benToken);
    await ben.context.grantPermissions(["notifications"], { origin: server.base });

    // Installable: the manifest and its icons.
    const manifest = await (await fetch(`${server.base}/manifest.webmanifest`)).json();
    assert.equal(manifest.display, "standalone");
    for (const icon of manifest.icons) {
      const res = await fetch(`${server.base}${icon.src}`);
      assert.equal(res.headers.get("content-type"), "image/png", icon.src);
    }
    assert.equal(await ben.page.locator('link[rel="manifest"]').getAttribute("href"), "/manifest.webmanifest");

    // The settings section, with JavaScript: the button shows.
    await ben.goto("/settings#push");
    const section = ben.page.locator("#push");
    const on = section.locator('[data-testid="push-on"]');
    await on.waitFor({ state: "visible" });
    assert.match(await section.innerText(), /No device gets notifications yet\./);
    // Headless Chromium has no push service: the browser's own subscribe fails, told in the
    // page's words (not the browser's), after saying it was under way.
    await on.click();
    await ben.page.waitForFunction(() => /could not/.test(document.getElementById("push-status").textContent));
    const said = await section.locator("#push-status").innerText();
    assert.equal(said, "This browser could not turn notifications on. Try again, or use another browser.");
    await section.screenshot({ path: shotPath("push-phone-settings-failed.png") });

    // What the script sends after a successful subscribe, with the test's keys.
    const keys = browserKeys();
    const serverKey = await section.locator("#push-form").getAttribute("data-push-key");
    await ben.page.evaluate(
      ({ endpoint, p256dh, auth }) => {
        const form = document.getElementById("push-form");
        form.querySelector('input[name="endpoint"]').value = endpoint;
        form.querySelector('input[name="p256dh"]').value = p256dh;
        form.querySelector('input[name="auth"]').value = auth;
      },
      { endpoint: `${push.origin}/push/ben-phone`, p256dh: keys.p256dh, auth: b64url(keys.auth) },
    );
    await clickAndWait(ben.page, () => ben.page.evaluate(() => document.getElementById("push-form").submit()));
    assert.match(await section.innerText(), /This device will now get notifications\./);
    assert.match(await section.locator('[data-testid="push-devices"]').innerText(), /Chrome on Linux|Browser|Chrome/);
    assert.ok(await ben.fitsWidth(), "the settings page fits a phone");
    await ben.page.screenshot({ path: shotPath("push-phone-settings.png"), fullPage: false });

    // The service worker the pages registered.
    const cdp = await ben.context.newCDPSession(ben.page);
    const id = await registrationId(cdp, server.base);

    // A test notification: sent, signed, decrypted, shown.
    await clickAndWait(ben.page, section.locator('[data-testid="push-test"]'));
    assert.match(await section.innerText(), /A test notification is on its way to your device\./);
    const test1 = await push.after(0);
    assert.equal(test1.path, "/push/ben-phone");
    checkSignature(test1, serverKey, push.origin);
    const text1 = decrypt(test1, keys);
    assert.equal(JSON.parse(text1).title, "Notifications work");
    const shown1 = await deliver(ben, cdp, id, text1);
    assert.equal(shown1[0].title, "Notifications work");
    assert.match(shown1[0].body, /This device will hear of your games/);

    // Ann invites ben by name; his device hears of it.
    await ann.goto("/");
    const form = ann.page.locator('form[action="/invitations"]:has(input[name="game"][value="king-of-siam"])');
    const details = ann.page.locator('details.new-game:has(input[name="game"][value="king-of-siam"])');
    if ((await details.count()) > 0 && !(await details.evaluate((d) => d.open))) await details.locator("summary").click();
    await form.locator('select[name="players"]').selectOption("2");
    await form.locator('input[name="invite"]').fill("ben");
    await form.locator('input[name="note"]').fill("a game tonight?");
    await clickAndWait(ann.page, form.locator('button[type="submit"]'));
    const link = await ann.page.locator("#invite-link").inputValue();
    const invited = await push.after(1);
    checkSignature(invited, serverKey, push.origin);
    const text2 = decrypt(invited, keys);
    const shown2 = await deliver(ben, cdp, id, text2);
    const notice = shown2.find((n) => n.title.startsWith("ann invites you to play King of Siam"));
    assert.ok(notice, JSON.stringify(shown2));
    assert.match(notice.body, /a game tonight\?/);
    assert.equal(notice.data.url, link, "a click opens the invitation");
    // Where the click leads: the invitation, which ben joins.
    await ben.goto(notice.data.url);
    await ben.page.screenshot({ path: shotPath("push-phone-invitation.png") });
    await ben.join(notice.data.url);
    assert.match(new URL(ben.page.url()).pathname, /^\/games\//);

    // The desktop settings page, with ben's device listed the same way for ann (none).
    await ann.goto("/settings#push");
    await ann.page.locator("#push").screenshot({ path: shotPath("push-desktop-settings.png") });
    assert.match(await ann.page.locator("#push").innerText(), /No device gets notifications yet\./);
    assert.deepEqual([...ann.errors, ...ben.errors], []);
    failed = false;
  } finally {
    await browser.close();
    push.close();
    await server.stop({ keep: failed });
  }
});
