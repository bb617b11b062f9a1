// The settings page's "Send notifications to this device": asks the browser for permission,
// registers the service worker (/sw.js), subscribes with the server's VAPID public key and
// sends the subscription through the form (POST /settings/push), which answers with the
// page again. Without this script, or in a browser without push, the page says so. While the
// browser subscribes (seconds, or never) the page says it is under way, and gives up after
// TIME_OUT_MS; a failure is told in the page's words (the browser's own, English, go to the
// console).
"use strict";

(function () {
  const form = document.getElementById("push-form");
  const status = document.getElementById("push-status");
  if (!form || !status) return;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    status.textContent = status.dataset.pushUnsupported;
    return;
  }
  status.textContent = "";
  form.hidden = false;

  // The key as the browser takes it: bytes from base64url.
  function keyBytes(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  }

  // How long the browser may take (the page says the same number of seconds).
  const TIME_OUT_MS = 1000 * Number(form.dataset.pushWaitSeconds || 20);

  // `work`, or a rejection after TIME_OUT_MS.
  function inTime(work) {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), TIME_OUT_MS);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  function field(name, value) {
    form.querySelector(`input[name="${name}"]`).value = value;
  }

  form.addEventListener("submit", async (event) => {
    if (form.dataset.ready === "1") return; // the filled form goes to the server
    event.preventDefault();
    const button = form.querySelector("button");
    button.disabled = true;
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        status.textContent = form.dataset.pushDenied;
        return;
      }
      status.textContent = form.dataset.pushWorking;
      const attempt = { gaveUp: false };
      await inTime(subscribe(attempt)).catch((error) => {
        attempt.gaveUp = true;
        throw error;
      });
    } catch (error) {
      console.warn("push subscription failed:", error);
      status.textContent = error && error.message === "timed out" ? form.dataset.pushTimeout : form.dataset.pushFailed;
    } finally {
      button.disabled = false;
    }
  });

  // Registers the service worker, subscribes and sends the subscription with the form.
  // A subscription that arrives after the time-out is not sent: the page said it failed.
  async function subscribe(attempt) {
    const registration = await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
    const key = keyBytes(form.dataset.pushKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another server key cannot be used: make a new one.
    if (subscription && subscription.options && subscription.options.applicationServerKey) {
      const old = new Uint8Array(subscription.options.applicationServerKey);
      if (old.length !== key.length || old.some((b, i) => b !== key[i])) {
        await subscription.unsubscribe();
        subscription = null;
      }
    }
    if (!subscription) {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    }
    const json = subscription.toJSON();
    field("endpoint", json.endpoint);
    field("p256dh", json.keys.p256dh);
    field("auth", json.keys.auth);
    if (attempt.gaveUp) return;
    form.dataset.ready = "1";
    form.submit();
  }
})();
