/* global window, document, fetch, URLSearchParams */
// The stand-in 3-D Secure page (on hooks.stripe.com): the bank's answer goes to Stripe (the journey routes it to the
// fake's /_test/challenge/{id}), then the page tells Stripe.js in the checkout page that the challenge is over. It runs
// from the head and listens on the document, so a press is answered however early it comes after the buttons show.
(function () {
  var intent = new URLSearchParams(window.location.search).get('payment_intent');
  var answered = false;
  document.addEventListener('click', function (event) {
    var button = event.target instanceof window.Element ? event.target.closest('button[data-approve]') : null;
    if (!button || answered) return;
    answered = true;
    var body = new URLSearchParams({ approve: button.getAttribute('data-approve') });
    fetch('https://hooks.stripe.com/3d_secure_2/authenticate/' + encodeURIComponent(intent), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body }).then(function () {
      window.parent.postMessage({ type: '3ds-complete' }, '*');
    });
  });
  document.addEventListener('DOMContentLoaded', function () {
    document.querySelector('button').focus();
  });
})();
