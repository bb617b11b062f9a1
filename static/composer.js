// The move composer without page loads: comfort only, the page works fully without it.
// A click on a link of the game's area that stays on this game page (a choice in the
// composer, a city on the board, "back", "start again") fetches that page and swaps the
// parts the draft changes (`data-swap`: the board and composer, the notes and progress
// above them) in place: the scroll position stays, focus moves to the
// composer, and the address bar and the back button follow (one history entry per choice).
// When the game moved on meanwhile, or anything fails, the page is simply loaded.
(function () {
  var area = document.getElementById("game-area");
  var game = document.querySelector("[data-live]");
  if (!area || !game || !window.fetch || !window.DOMParser || !window.history.pushState) return;
  var path = window.location.pathname;
  var seq = game.getAttribute("data-seq");
  // The address (without its #fragment) the area shows now.
  var shown = window.location.pathname + window.location.search;
  var busy = false;

  function load(url) {
    window.location.assign(url);
  }

  function swap(url, push) {
    busy = true;
    area.setAttribute("aria-busy", "true");
    fetch(url, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var freshGame = doc.querySelector("[data-live]");
        if (!freshGame || freshGame.getAttribute("data-seq") !== seq) return load(url);
        // Every part the draft changes: the area, and the notes and progress above it
        // (the hand as it will be after the card, say).
        var parts = document.querySelectorAll("[data-swap]");
        for (var i = 0; i < parts.length; i++) {
          var key = parts[i].getAttribute("data-swap");
          if (!doc.querySelector('[data-swap="' + key + '"]')) return load(url);
        }
        var x = window.scrollX, y = window.scrollY;
        for (var j = 0; j < parts.length; j++) {
          var name = parts[j].getAttribute("data-swap");
          parts[j].innerHTML = doc.querySelector('[data-swap="' + name + '"]').innerHTML;
        }
        document.title = doc.title;
        var target = new URL(url, window.location.href);
        shown = target.pathname + target.search;
        if (push) window.history.pushState({ composer: shown }, "", target.pathname + target.search);
        window.scrollTo(x, y);
        var composer = area.querySelector("#composer");
        if (composer) {
          composer.setAttribute("tabindex", "-1");
          composer.focus({ preventScroll: true });
        }
      })
      .catch(function () { load(url); })
      .then(function () {
        busy = false;
        area.removeAttribute("aria-busy");
      });
  }

  area.addEventListener("click", function (event) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || !area.contains(link) || link.hasAttribute("download")) return;
    var url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== path) return;
    event.preventDefault();
    if (!busy) swap(url.href, true);
  });

  window.addEventListener("popstate", function () {
    var now = window.location.pathname + window.location.search;
    if (window.location.pathname === path && now !== shown) swap(window.location.href, false);
  });
})();
