/* global document, requestAnimationFrame, setTimeout */
// A page the server drew (a visitor's first view, server web/firstView.ts) loads the app's code once that view has been
// painted, so on a slow link the code does not hold up the page's stylesheet, fonts and logo before the first paint.
// The server names the entry and its preloads on this element; the app then hydrates the view.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  function add(tag, props) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var key in props) element[key] = props[key];
    document.head.appendChild(element);
  }
  function start() {
    add('script', { type: 'module', src: entry });
    preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
  }
  // After the next frame has been painted; a hidden tab paints nothing, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
