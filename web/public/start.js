// Runs before the first paint (the one script in <head>).
(function () {
  var root = document.documentElement;
  // A device with a stored sign-in, or the sign-in page, never shows the landing page built
  // into index.html.
  try {
    if (localStorage.getItem('auth_token') || /^\/(login|coach)\/?$/.test(location.pathname)) root.classList.add('app-start');
  } catch (e) {
    root.classList.add('app-start');
  }
  // A tap on one of its form buttons before the app has loaded opens that form once it has.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('#prerender [data-opens]') : null;
    if (!button) return;
    root.dataset.opens = button.getAttribute('data-opens');
    root.dataset.opensAt = String(Array.prototype.indexOf.call(document.querySelectorAll('#prerender [data-opens]'), button));
  });
})();
