// The settings page's "Send notifications to this device": asks the browser for permission,
// registers the service worker (/sw.js), subscribes with the server's VAPID public key and
// sends the subscription through the form (POST /settings/push), which answers with the
// page again. Without this script, or in a browser without push, the page says so.
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
      form.dataset.ready = "1";
      form.submit();
    } catch (error) {
      status.textContent = `${form.dataset.pushFailed} (${error.message || error})`;
    } finally {
      button.disabled = false;
    }
  });
})();
