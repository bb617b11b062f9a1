// Live refresh for the game page: comfort only, the page works fully without it.
// The server sends nothing but the game's newest seq; when it is newer than the seq this
// page was rendered at, the page reloads itself (same address, so a move draft survives).
// A new chat message comes as a "chat" event with the message's id (so does a message a
// moderator removed): the page fetches the messages it may read and puts them in place,
// without a reload that would lose a message being written.
(function () {
  var el = document.querySelector("[data-live]");
  if (!el || !window.EventSource) return;
  var seq = parseInt(el.getAttribute("data-seq"), 10);
  var source = new EventSource(el.getAttribute("data-live"));
  var stop = function () { source.close(); };
  // Our own move is on its way: its notice must not reload the page under the form.
  document.addEventListener("submit", stop);
  window.addEventListener("pagehide", stop);
  source.onmessage = function (event) {
    var latest = parseInt(event.data, 10);
    if (latest > seq) {
      stop();
      window.location.reload();
    }
  };
  // A player resigned: the game changed although no move was made.
  source.addEventListener("reload", function () {
    stop();
    window.location.reload();
  });
  var chat = document.querySelector("[data-chat]");
  var log = chat && chat.querySelector(".chat-log");
  if (!log) return;
  var newest = parseInt(chat.getAttribute("data-chat-newest"), 10) || 0;
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
        if (added && log.lastElementChild) log.lastElementChild.scrollIntoView({ block: "nearest" });
      })
      .catch(function () {});
  });
})();
