// The service worker (served at /sw.js, so that its scope is the whole site): shows the
// notifications the server pushes (src/notify/push.rs, a JSON `{title, body, url, tag}`)
// and opens their page when one is clicked. It caches nothing: every page comes from the
// server, as without it.
"use strict";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (e) {
    notice = { body: event.data ? event.data.text() : "" };
  }
  const url = new URL(notice.url || "/", self.location.origin);
  // Only this site's pages are opened.
  const target = url.origin === self.location.origin ? url.href : self.location.origin + "/";
  event.waitUntil(
    self.registration.showNotification(notice.title || "Mai Pen Rai", {
      body: notice.body || "",
      tag: notice.tag || undefined,
      renotify: Boolean(notice.tag),
      icon: "/static/icon-192.png",
      badge: "/static/icon-192.png",
      data: { url: target },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (w.url === url && "focus" in w) return w.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
