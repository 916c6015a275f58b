/* global document, requestAnimationFrame, setTimeout */
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
  }
  // After the next frame has been painted; a hidden tab paints nothing, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
