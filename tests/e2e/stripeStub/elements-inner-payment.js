/* global window, document, fetch, URLSearchParams */
// The stand-in Payment Element's frame (on js.stripe.com): answers the page's Stripe.js — whether the card is complete,
// and the card made into a payment method at Stripe's API (POST /v1/payment_methods with the publishable key).
(function () {
  var key = new URLSearchParams(window.location.hash.slice(1)).get('key');
  var field = function (id) {
    return document.getElementById(id).value.replace(/\s/g, '');
  };
  function incomplete() {
    if (!field('number')) return 'Your card number is incomplete.';
    if (!/^\d{2}\/?\d{2}$/.test(field('expiry'))) return "Your card's expiration date is incomplete.";
    if (!/^\d{3,4}$/.test(field('cvc'))) return "Your card's security code is incomplete.";
    return null;
  }
  function show(message) {
    document.getElementById('error').textContent = message || '';
  }
  function paymentMethod() {
    var expiry = field('expiry').replace('/', '');
    var body = new URLSearchParams({ type: 'card', 'card[number]': field('number'), 'card[exp_month]': expiry.slice(0, 2), 'card[exp_year]': '20' + expiry.slice(2), 'card[cvc]': field('cvc'), key: key });
    return fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body })
      .then(function (response) {
        return response.json();
      })
      .then(function (made) {
        if (made.error) return show(made.error.message), { error: made.error };
        return { paymentMethod: { id: made.id } };
      });
  }
  window.addEventListener('message', function (event) {
    if (!event.data || !event.data.ask) return;
    var reply = function (answer) {
      event.source.postMessage(Object.assign({ answers: event.data.ask }, answer), event.origin);
    };
    var problem = incomplete();
    show(problem);
    if (problem) return reply({ error: { type: 'validation_error', message: problem } });
    if (event.data.type === 'submit') return reply({});
    paymentMethod().then(reply);
  });
})();
