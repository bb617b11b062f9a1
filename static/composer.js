// The move composer without page loads: comfort only, the page works fully without it.
// A click on a link of the game's area that stays on this game page (a choice in the
// composer, a city on the board, "back", "start again") fetches that page and swaps the
// parts the draft changes (`data-swap`: the board and composer, the notes and progress
// above them) in place: the scroll position stays, focus moves to the step to take (its
// first choice, or Confirm), and the address bar and the back button follow (one history
// entry per choice). Keys 1-9, the arrow keys and Escape work inside the composer (below).
// When the game moved on meanwhile, or anything fails, the page is simply loaded.
(function () {
  var area = document.getElementById("game-area");
  var game = document.querySelector("[data-live]");
  if (!area || !game || !window.fetch || !window.DOMParser || !window.history.pushState) return;
  var path = window.location.pathname;
  // The address (without its #fragment) the area shows now.
  var shown = window.location.pathname + window.location.search;
  var busy = false;
  // The number being typed in the composer, and when its last digit came.
  var typed = "";
  var typedAt = 0;

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
        // The seq now: the live update may have put a newer game in place.
        var seq = game.getAttribute("data-seq");
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
        focusStep(false);
      })
      .catch(function () { load(url); })
      .then(function () {
        busy = false;
        area.removeAttribute("aria-busy");
      });
  }

  // Focus on the step to take: its first choice, else Confirm, else Pass (a hand without a
  // playable card), else the composer.
  function focusStep(onLoad) {
    var composer = area.querySelector("#composer");
    if (!composer) return;
    var target = composer.querySelector("[data-key]") || composer.querySelector('[data-testid="confirm"]') ||
      composer.querySelector('[data-testid="pass-open"]');
    if (!target) {
      if (onLoad) return;
      composer.setAttribute("tabindex", "-1");
      target = composer;
    }
    target.focus({ preventScroll: true });
  }

  // The composer's keys, only while focus is in it (never a screen reader's own keys
  // elsewhere): a number takes the choice of that number (each shows it, and names it in
  // aria-keyshortcuts when it is one digit; a game may number a choice by its own value,
  // a height say, of several digits), the arrow keys move between the choices of the
  // step, Escape goes back a step. Enter follows the focused choice or presses Confirm, as the browser does.
  area.addEventListener("keydown", function (event) {
    var composer = area.querySelector("#composer");
    if (!composer || !composer.contains(event.target) || busy) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest("input, textarea, select, summary, details[open] form")) return;
    var key = event.key;
    if (/^[0-9]$/.test(key)) {
      // Digits typed within a second make one number: the choice with that key is taken
      // at once, or focused (Enter takes it) while a longer key still starts with it
      // ("1" before a tower of 12).
      var now = Date.now();
      typed = (now - typedAt < 1000 ? typed : "") + key;
      typedAt = now;
      var exact = null;
      var longer = null;
      var keyed = composer.querySelectorAll("[data-key]");
      for (var i = 0; i < keyed.length; i++) {
        var k = keyed[i].getAttribute("data-key");
        if (k === typed) exact = keyed[i];
        else if (!longer && k.indexOf(typed) === 0) longer = keyed[i];
      }
      if (!exact && !longer) {
        typed = "";
        return;
      }
      event.preventDefault();
      if (exact && !longer) {
        typed = "";
        exact.click();
      } else {
        (exact || longer).focus();
      }
      return;
    }
    if (key === "Escape") {
      var back = composer.querySelector('[data-testid="back"]');
      if (back) {
        event.preventDefault();
        back.click();
      }
      return;
    }
    var step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[key];
    if (!step) return;
    var choices = Array.prototype.slice.call(composer.querySelectorAll("[data-key]"));
    if (!choices.length) return;
    event.preventDefault();
    var at = choices.indexOf(document.activeElement);
    var next = at < 0 ? 0 : (at + step + choices.length) % choices.length;
    choices[next].focus();
  });

  // When the page opens on the player's turn, focus waits on the first choice (unless the
  // page put it elsewhere: a refused move's message). The live update (live.js) asks the
  // same when another player's move makes it the player's turn.
  window.addEventListener("load", function () {
    if (document.activeElement === document.body) focusStep(true);
  });
  document.addEventListener("mpr:your-turn", function () { focusStep(true); });

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
