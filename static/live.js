// Live refresh for the game page: comfort only, the page works fully without it.
// The server sends nothing but the game's newest seq; when it is newer than the seq this
// page was rendered at, the page reloads itself (same address, so a move draft survives).
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
})();
