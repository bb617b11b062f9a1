// Live refresh for the game page: comfort only, the page works fully without it.
// The server sends nothing but the game's newest seq; when it is newer than the seq this
// page was rendered at, the page fetches itself again (same address, so a move draft
// survives) and puts its changing parts (`data-live-part`: the head with the status line
// and recap, the game area) in place, focus and scroll kept, and says the new steps of the
// recap (who moved, and how, in the page's language) through the polite live region. When
// anything fails, the page is simply reloaded.
// A new chat message comes as a "chat" event with the message's id (so does a message a
// moderator removed): the page fetches the messages it may read and puts them in place,
// without a reload that would lose a message being written, and reads the new one out
// when the reader ticked "Read new messages out".
(function () {
  var el = document.querySelector("[data-live]");
  if (!el || !window.EventSource) return;
  var seq = parseInt(el.getAttribute("data-seq"), 10);
  var source = new EventSource(el.getAttribute("data-live"));
  var wanted = seq;
  var stopped = false;
  var busy = false;
  var stop = function () { stopped = true; source.close(); };
  var reload = function () { stop(); window.location.reload(); };
  // Our own move is on its way: its notice must not change the page under the form.
  document.addEventListener("submit", stop);
  window.addEventListener("pagehide", stop);

  // The recap's steps after `since`, in words.
  function newSteps(doc, since) {
    var items = doc.querySelectorAll("#recap li[value]");
    var words = [];
    for (var i = 0; i < items.length; i++) {
      if (parseInt(items[i].getAttribute("value"), 10) > since) {
        words.push(items[i].textContent.replace(/\s+/g, " ").trim());
      }
    }
    return words.join(" ");
  }

  function refresh() {
    if (busy || stopped) return;
    busy = true;
    fetch(window.location.href, { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        if (stopped) return;
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.querySelector("[data-live]");
        var parts = document.querySelectorAll("[data-live-part]");
        // A page no newer than this one (another instance not caught up yet): load it.
        if (!fresh || !parts.length || parseInt(fresh.getAttribute("data-seq"), 10) <= seq) return reload();
        for (var i = 0; i < parts.length; i++) {
          var key = parts[i].getAttribute("data-live-part");
          if (!doc.querySelector('[data-live-part="' + key + '"]')) return reload();
        }
        var before = seq;
        var active = document.activeElement;
        var activeId = active && active !== document.body && active.id;
        var x = window.scrollX, y = window.scrollY;
        for (var j = 0; j < parts.length; j++) {
          var name = parts[j].getAttribute("data-live-part");
          parts[j].innerHTML = doc.querySelector('[data-live-part="' + name + '"]').innerHTML;
        }
        seq = parseInt(fresh.getAttribute("data-seq"), 10);
        el.setAttribute("data-seq", fresh.getAttribute("data-seq"));
        el.className = fresh.className;
        document.title = doc.title;
        window.scrollTo(x, y);
        // Focus stays where it was: in the chat it was never touched; an element that was
        // swapped is found again by its id.
        if (activeId && !document.body.contains(active)) {
          var again = document.getElementById(activeId);
          if (again) again.focus({ preventScroll: true });
        }
        var words = newSteps(doc, before);
        var status = document.querySelector('[data-testid="status"]');
        if (status && status.getAttribute("data-state") === "mine") {
          // Now the reader's turn: say so, and unless they are writing (chat, a note), put
          // focus on the composer's first choice.
          words += " " + status.textContent.replace(/\s+/g, " ").trim();
          // With a move deadline, the time left for it.
          var deadline = document.querySelector(".over-days .deadline");
          if (deadline) words += " " + deadline.textContent.replace(/\s+/g, " ").trim();
          var writing = document.activeElement && document.activeElement.closest("input, textarea, select");
          if (!writing) document.dispatchEvent(new Event("mpr:your-turn"));
        }
        if (window.mprAnnounce) window.mprAnnounce(words.trim());
      })
      .catch(reload)
      .then(function () {
        busy = false;
        // A move that came meanwhile.
        if (wanted > seq) refresh();
      });
  }

  source.onmessage = function (event) {
    wanted = Math.max(wanted, parseInt(event.data, 10));
    if (wanted > seq) refresh();
  };
  // A player resigned: the game changed although no move was made.
  source.addEventListener("reload", reload);
  var chat = document.querySelector("[data-chat]");
  var log = chat && chat.querySelector(".chat-log");
  if (!log) return;
  var newest = parseInt(chat.getAttribute("data-chat-newest"), 10) || 0;
  // New messages are read out only where the reader asked for it (kept in this browser).
  var announce = chat.querySelector("[data-chat-announce] input");
  if (announce) {
    try { announce.checked = window.localStorage.getItem("mpr-chat-announce") === "1"; } catch (e) {}
    announce.addEventListener("change", function () {
      try { window.localStorage.setItem("mpr-chat-announce", announce.checked ? "1" : "0"); } catch (e) {}
    });
  }
  source.addEventListener("chat", function (event) {
    var id = parseInt(event.data, 10);
    var added = id > newest;
    if (added) newest = id;
    fetch(chat.getAttribute("data-chat"), { credentials: "same-origin" })
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        log.innerHTML = html;
        var empty = chat.querySelector(".chat-empty");
        if (empty) empty.remove();
        var last = log.lastElementChild;
        if (added && last) last.scrollIntoView({ block: "nearest" });
        if (added && last && announce && announce.checked && window.mprAnnounce) {
          var author = last.querySelector(".chat-author");
          var said = last.querySelector(".chat-text");
          window.mprAnnounce((author ? author.textContent.trim() + ": " : "") + (said ? said.textContent.trim() : ""));
        }
      })
      .catch(function () {});
  });
})();
