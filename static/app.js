// Comfort only: every action also works without JavaScript.
document.addEventListener("click", function (event) {
  var button = event.target.closest("[data-copy]");
  if (!button) return;
  var field = document.getElementById(button.getAttribute("data-copy"));
  if (!field) return;
  field.select();
  var done = function () { button.textContent = "Copied"; };
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
