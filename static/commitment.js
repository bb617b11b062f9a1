// The game's setup commitment (templates/games/_commitment.html, docs/verifiable-setup.md):
// this browser keeps the first fingerprint it saw for each game and warns when the page
// shows another; once the game is over it hashes the revealed setup and salt itself
// (SHA-256 over the canonical setup's bytes, then the salt's) and says whether they match.
(function () {
  var box = document.getElementById("commitment");
  if (!box) return;
  var out = box.querySelector("[data-testid=commitment-check]");
  var sha = box.getAttribute("data-sha256");
  // The words come from the page, in its language (data-say-*, from the catalogue).
  var words = function (name) { return box.getAttribute("data-say-" + name) || ""; };
  var say = function (text, cls) {
    out.textContent = text;
    if (cls) box.classList.add(cls);
    if (cls === "mismatch") box.open = true;
  };
  var key = "mpr-commitment:" + box.getAttribute("data-game");
  var seen = null;
  try {
    seen = window.localStorage.getItem(key);
    if (!seen) window.localStorage.setItem(key, sha);
  } catch (e) { /* storage off: nothing to remember */ }
  if (seen && seen !== sha) {
    say(words("changed").replace("{seen}", seen.slice(0, 12) + "…"), "mismatch");
    return;
  }
  var salt = box.getAttribute("data-salt");
  var setup = box.querySelector("[data-testid=canonical-setup]");
  if (!salt || !setup) return;
  if (!(window.crypto && window.crypto.subtle && window.TextEncoder)) {
    say(words("unable"));
    return;
  }
  var text = new TextEncoder().encode(setup.textContent);
  var pairs = salt.match(/../g) || [];
  var bytes = new Uint8Array(text.length + pairs.length);
  bytes.set(text);
  pairs.forEach(function (h, i) { bytes[text.length + i] = parseInt(h, 16); });
  window.crypto.subtle.digest("SHA-256", bytes).then(function (digest) {
    var hex = Array.prototype.map.call(new Uint8Array(digest), function (b) {
      return (b < 16 ? "0" : "") + b.toString(16);
    }).join("");
    if (hex === sha) say(words("matches"), "verified");
    else say(words("differs"), "mismatch");
  });
})();
