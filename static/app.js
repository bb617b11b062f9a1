// Comfort only: every action also works without JavaScript.

// Says `text` to screen readers through the page's polite live region (#announcer), without
// moving focus. Emptied first, so that the same words said twice are said again.
window.mprAnnounce = function (text) {
  var announcer = document.getElementById("announcer");
  if (!announcer || !text) return;
  announcer.textContent = "";
  setTimeout(function () { announcer.textContent = text; }, 150);
};
// After a page load, what the last action did (the page's messages) is said: a refusal in
// the move composer is focused (it is what to fix); on a game page where it is not the
// reader's turn the message of the move just played is focused (the result of Confirm);
// elsewhere the messages are announced (on one's turn focus goes to the composer's first
// choice: composer.js). On "load": a page opened at a #fragment (#composer) loses its focus
// when the browser scrolls there, which it does after DOMContentLoaded.
window.addEventListener("load", function () {
  var refused = document.querySelector("#composer .flash");
  var said = document.querySelectorAll("main > .flash");
  var choosing = document.querySelector("#composer [aria-keyshortcuts]");
  var first = refused || (document.querySelector("[data-live]") && !choosing && said[0]);
  if (first) {
    first.setAttribute("tabindex", "-1");
    first.focus();
    return;
  }
  var words = [];
  for (var i = 0; i < said.length; i++) words.push(said[i].textContent.trim());
  if (words.length) setTimeout(function () { window.mprAnnounce(words.join(" ")); }, 400);
});

// The service worker (/sw.js) lets the site be installed on a phone's home screen and shows
// pushed notifications; it caches nothing.
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch(function () {});
}
document.addEventListener("click", function (event) {
  var button = event.target.closest("[data-copy]");
  if (!button) return;
  var field = document.getElementById(button.getAttribute("data-copy"));
  if (!field) return;
  field.select();
  // The page gives the word, in its language.
  var done = function () { button.textContent = button.getAttribute("data-copied") || "✓"; };
  if (navigator.clipboard) {
    navigator.clipboard.writeText(field.value).then(done, function () { document.execCommand("copy"); done(); });
  } else {
    document.execCommand("copy");
    done();
  }
});
document.addEventListener("focusin", function (event) {
  if (event.target.classList && event.target.classList.contains("link-field")) event.target.select();
});

// The game log loads when it is opened (the page stays light); without JavaScript its
// link leads to the history page.
document.addEventListener("toggle", function (event) {
  var log = event.target;
  if (!log.matches || !log.matches("details[data-log]") || !log.open || log.dataset.loaded) return;
  log.dataset.loaded = "1";
  fetch(log.getAttribute("data-log"), { credentials: "same-origin" })
    .then(function (res) { return res.ok ? res.text() : Promise.reject(res.status); })
    .then(function (html) { log.querySelector(".log-body").innerHTML = html; })
    .catch(function () { delete log.dataset.loaded; });
}, true);
// Step pages: the arrow keys go to the previous and next step.
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.target.closest("input, textarea, select")) return;
  var rel = event.key === "ArrowLeft" ? "prev" : event.key === "ArrowRight" ? "next" : null;
  var link = rel && document.querySelector('.step-nav a[rel="' + rel + '"]');
  if (link) window.location.href = link.href;
});
// The Copy button works only with JavaScript, so only then is it shown.
document.documentElement.classList.add("js");
// Times are shown in the user's time zone: the lobby sends the browser's zone once (when
// the server does not know it yet; the next page shows local times, no reload that would
// lose this page's messages), the settings form offers it when its field is empty.
document.addEventListener("DOMContentLoaded", function () {
  var zone;
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { return; }
  if (!zone) return;
  // Visitors read times in it too: the server reads this cookie when it knows no zone.
  var cookie = "mpr_zone=" + zone;
  if (document.cookie.split("; ").indexOf(cookie) < 0) {
    document.cookie = cookie + "; path=/; max-age=31536000; samesite=lax";
  }
  var field = document.querySelector("input[data-browser-zone]");
  if (field && !field.value) field.value = zone;
  var form = document.querySelector("form[data-auto-zone]");
  if (!form) return;
  var data = new URLSearchParams(new FormData(form));
  data.set("time_zone", zone);
  fetch(form.action, { method: "POST", body: data, credentials: "same-origin", redirect: "manual" });
});
