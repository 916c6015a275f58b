/* global document, window, requestAnimationFrame, setTimeout */
// A page the server drew (a visitor's first view, server web/firstView.ts) loads the app's code once that view has been
// painted, so on a slow link the code does not hold up the page's stylesheet, fonts and logo before the first paint.
// The server names the entry and its preloads on this element; the app then hydrates the view.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  // Until the app has taken the view over (it then drops data-first-view from the root), a press on one of its buttons
  // or typing in one of its fields would do nothing or be lost: the server marked them as still loading, and this
  // keeps such presses and keys off them. Links work as ever. The guard lets everything through once the view is taken
  // over, and then takes itself off.
  var root = document.getElementById('root');
  var controls = 'button, input, select, textarea, summary, [role="button"], [role="checkbox"], [role="tab"], [role="combobox"]';
  var events = ['click', 'pointerdown', 'mousedown', 'keydown', 'beforeinput', 'submit'];
  function guard(event) {
    if (!root || !root.hasAttribute('data-first-view')) {
      events.forEach(function (type) {
        document.removeEventListener(type, guard, true);
      });
      return;
    }
    var target = event.target;
    var control = target && target.closest ? target.closest(controls) : null;
    if (!control || !root.contains(control)) return;
    // Tab and Shift+Tab still move through the page.
    if (event.type === 'keydown' && event.key === 'Tab') return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }
  events.forEach(function (type) {
    document.addEventListener(type, guard, true);
  });
  var preloads = (me.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  function element(tag, props) {
    var made = document.createElement(tag);
    made.crossOrigin = '';
    for (var key in props) made[key] = props[key];
    return made;
  }
  // The entry first, then its preloads three at a time, each three in a task of its own: each one inserted starts its
  // fetch, about 2.5 ms of this machine's main thread (10 ms of a phone's), so eight at once were a phone's long task and
  // a page with forty chunks spent 30 ms here on them in one go.
  var perTask = 3;
  function start() {
    document.head.appendChild(element('script', { type: 'module', src: entry }));
    (function next(from) {
      var some = document.createDocumentFragment();
      preloads.slice(from, from + perTask).forEach(function (href) {
        some.appendChild(element('link', { rel: 'modulepreload', href: href }));
      });
      document.head.appendChild(some);
      if (from + perTask < preloads.length) setTimeout(next, 0, from + perTask);
    })(0);
    // While the code is on its way, the browser loads its internationalisation data (ICU's, on the page's first Intl
    // call of any kind) in a task of its own: that first call costs 14-25 ms of this machine's main thread (later ones
    // under 1 ms), and the app's first is made while it draws the view (a venue's today, its sessions' times), inside
    // the take-over's longest task.
    setTimeout(function () {
      if (window.Intl) new window.Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: 'numeric' }).format(0);
    }, 0);
  }
  // After the view's first contentful paint, as the browser reports it: the frame a requestAnimationFrame waits for can
  // come before the view's text is shown (its fonts still on their way), and code fetched before that paint is counted
  // as holding it up (Lighthouse's simulation of a slow link counts every script fetched before the observed first
  // paint). Without paint timing, after the next frame. A hidden tab paints nothing, so it starts at once, and a view
  // that shows nothing contentful still gets its code a second after its first frame (a frame waits for the
  // stylesheet, so the code never competes with it). A view with text is painted however slow the device: it waits
  // for that paint, with ten seconds as a last resort should its text never show.
  var started = false;
  var observer = null;
  function once() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    start();
  }
  var types = window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState === 'hidden') once();
  else if (types && types.indexOf('paint') >= 0) {
    observer = new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', once, { once: true });
    var contentful = root && root.textContent.trim() !== '';
    requestAnimationFrame(function () {
      setTimeout(once, contentful ? 10000 : 1000);
    });
  } else requestAnimationFrame(function () {
    setTimeout(once, 0);
  });
})();
