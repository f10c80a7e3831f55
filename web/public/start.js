// Runs before the first paint (the one script in <head>).
(function () {
  var root = document.documentElement;
  // A device with a stored sign-in, or the sign-in page, never shows the landing page built
  // into index.html.
  var signedIn = false;
  try {
    signedIn = localStorage.getItem('auth_token') !== null;
    if (signedIn || /^\/(login|coach)\/?$/.test(location.pathname)) root.classList.add('app-start');
  } catch (e) {
    root.classList.add('app-start');
  }
  // Signed out on /login, the sign-in page built into index.html shows at the first paint, with
  // its stylesheets (render-blocking, as the landing's are), listed by the build.
  if (!signedIn && /^\/login\/?$/.test(location.pathname)) {
    try {
      var styles = JSON.parse(document.getElementById('login-styles').textContent);
      for (var s = 0; s < styles.length; s += 1) {
        var sheet = document.createElement('link');
        sheet.rel = 'stylesheet';
        sheet.setAttribute('blocking', 'render');
        sheet.crossOrigin = '';
        sheet.href = styles[s];
        document.head.appendChild(sheet);
      }
      root.classList.add('login-start');
    } catch (e) {
      // No list (a development server): the app shows its own sign-in form.
    }
    // Its data layer starts with the visitor's first input (web/src/app/data-layer.ts); its files,
    // and the signed-in shell's, come meanwhile, once the page has loaded, at low priority.
    addEventListener('load', function () {
      try {
        var later = JSON.parse(document.getElementById('signed-in-preloads').textContent).shell;
        for (var f = 0; f < later.length; f += 1) {
          var prefetch = document.createElement('link');
          prefetch.rel = 'prefetch';
          prefetch.crossOrigin = '';
          prefetch.href = later[f];
          document.head.appendChild(prefetch);
        }
      } catch (e) {
        // No list (a development server): they load when needed.
      }
    });
  }
  // A signed-in start at '/' shows the home's frame built into index.html at the first paint
  // (web/src/app/home-frame.tsx), with the greeting the home showed last, until the app's home
  // takes its place. Without a greeting kept (the first start after signing in) the app's own
  // start shows instead.
  if (signedIn && /^\/$/.test(location.pathname)) {
    try {
      var greeting = localStorage.getItem('pitchside.homeGreeting');
      if (greeting !== null) {
        root.classList.add('home-start');
        // The frame is parsed after this script: its heading gets the greeting as it arrives,
        // before the first paint (an observer's answer comes before the browser paints).
        var heading = new MutationObserver(function () {
          var title = document.querySelector('#prerender-home h1');
          if (!title) return;
          heading.disconnect();
          title.textContent = greeting;
        });
        heading.observe(document, { childList: true, subtree: true });
      }
    } catch (e) {
      // No frame or list (a development server): the app's own start shows.
    }
  }
  // A signed-in start fetches the data layer, the shell and the screen it opens on beside the
  // main script, not after it ran (the list is written by the build: web/build/signed-in-preloads.ts).
  // Under the home's frame they start once it has painted (its first paint waits for no more
  // than the page and its stylesheets); the main script asks for them too, once it runs.
  function preloadSignedIn() {
    try {
      var preloads = JSON.parse(document.getElementById('signed-in-preloads').textContent);
      var path = location.pathname;
      var files = preloads.shell.concat(path === '/' ? preloads.home : /^\/session-execution\//.test(path) ? preloads.run : []);
      for (var i = 0; i < files.length; i += 1) {
        var link = document.createElement('link');
        var css = /\.css$/.test(files[i]);
        link.rel = css ? 'preload' : 'modulepreload';
        if (css) link.as = 'style';
        link.crossOrigin = '';
        link.href = files[i];
        document.head.appendChild(link);
      }
    } catch (e) {
      // No list (a development server): the app loads the same files itself.
    }
  }
  if (signedIn && root.classList.contains('home-start') && typeof PerformanceObserver === 'function') {
    var painted = new PerformanceObserver(function () {
      painted.disconnect();
      preloadSignedIn();
    });
    try {
      painted.observe({ type: 'paint' });
    } catch (e) {
      preloadSignedIn();
    }
  } else if (signedIn) preloadSignedIn();
  // The visitor's first touch, key or focus, for what waits for it (web/src/app/data-layer.ts).
  function input() {
    root.dataset.input = '';
    ['pointerdown', 'keydown', 'focusin'].forEach(function (type) { document.removeEventListener(type, input, true); });
  }
  ['pointerdown', 'keydown', 'focusin'].forEach(function (type) { document.addEventListener(type, input, true); });
  // A press on a built page holds its swap for the app's page until the click it makes has been
  // handled (web/src/ui/between-presses.ts): a click whose button went halfway is never fired.
  document.addEventListener('pointerdown', function (event) {
    if (event.target instanceof Element && event.target.closest('#prerender, #prerender-login')) root.dataset.pressed = '';
  }, true);
  function released() {
    if ('pressed' in root.dataset) setTimeout(function () { delete root.dataset.pressed; });
  }
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
  // A tap on one of its form buttons before the app has loaded opens that form once it has.
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('#prerender [data-opens]') : null;
    if (!button) return;
    root.dataset.opens = button.getAttribute('data-opens');
    root.dataset.opensAt = String(Array.prototype.indexOf.call(document.querySelectorAll('#prerender [data-opens]'), button));
  });
  // The built sign-in page: Sign In (or Enter in a field) and Register before the app has loaded
  // happen once it has (features/login/prerendered-form.ts).
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('#prerender-login [data-early]') : null;
    if (button) root.dataset.loginEarly = button.getAttribute('data-early');
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('#prerender-login input')) root.dataset.loginEarly = 'submit';
  });
})();
