/* global window, document, fetch, URLSearchParams */
// A stand-in for Stripe.js (https://js.stripe.com/v3), served by the Stripe journey (tests/e2e/stripe.spec.ts) in place
// of the real script: only what Courtside's checkout calls (packages/web/src/checkout/stripeJs.ts) — Stripe(key),
// elements(), elements.create('payment') and its mount/destroy, elements.submit(), createPaymentMethod() and
// handleNextAction() — and it works as the real one does: the card is typed into a frame on js.stripe.com (the Payment
// Element) that sends it to Stripe's API itself with the publishable key, so the card number never reaches the page;
// 3-D Secure runs in a frame on hooks.stripe.com where the card holder's bank answers. The journey routes
// api.stripe.com and hooks.stripe.com to the local fake of Stripe's API.
(function () {
  var API = 'https://api.stripe.com';
  var ELEMENT = 'https://js.stripe.com/v3/elements-inner-payment.html';
  var CHALLENGE = 'https://hooks.stripe.com/3d_secure_2/challenge.html';
  var asked = 0;

  /** Asks the Payment Element's frame something and waits for its answer (postMessage, as Stripe's frames talk). */
  function ask(frame, message) {
    return new Promise(function (resolve) {
      var id = 'ask' + ++asked;
      function onMessage(event) {
        if (event.origin !== 'https://js.stripe.com' || !event.data || event.data.answers !== id) return;
        window.removeEventListener('message', onMessage);
        resolve(event.data);
      }
      window.addEventListener('message', onMessage);
      frame.contentWindow.postMessage({ ask: id, type: message.type }, 'https://js.stripe.com');
    });
  }

  window.Stripe = function Stripe(publishableKey) {
    var frame = null;
    /** GET /v1/payment_intents/{id} with the publishable key and the intent's client secret, as Stripe.js reads one. */
    function retrieve(clientSecret) {
      var intentId = clientSecret.split('_secret_')[0];
      var query = new URLSearchParams({ key: publishableKey, client_secret: clientSecret });
      return fetch(API + '/v1/payment_intents/' + intentId + '?' + query).then(function (response) {
        return response.json();
      });
    }
    /** Stripe's challenge: a dialog over the page with the bank's frame, until the bank says it is done. */
    function challenge(intent) {
      return new Promise(function (resolve) {
        var overlay = document.createElement('div');
        overlay.setAttribute('role', 'dialog');
        overlay.setAttribute('aria-modal', 'true');
        overlay.setAttribute('aria-label', '3D Secure authentication');
        overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
        var bank = document.createElement('iframe');
        bank.title = '3D Secure challenge';
        bank.src = CHALLENGE + '?payment_intent=' + encodeURIComponent(intent.id);
        bank.style.cssText = 'width:min(400px,90vw);height:320px;border:0;background:#fff';
        overlay.appendChild(bank);
        document.body.appendChild(overlay);
        function onMessage(event) {
          if (event.origin !== 'https://hooks.stripe.com' || !event.data || event.data.type !== '3ds-complete') return;
          window.removeEventListener('message', onMessage);
          overlay.remove();
          resolve();
        }
        window.addEventListener('message', onMessage);
      });
    }
    var elements = {
      create: function (type) {
        return {
          mount: function (target) {
            frame = document.createElement('iframe');
            frame.name = '__privateStripeFrame' + Math.floor(Math.random() * 1e6);
            frame.title = 'Secure payment input frame';
            frame.src = ELEMENT + '#key=' + encodeURIComponent(publishableKey) + '&type=' + encodeURIComponent(type);
            frame.style.cssText = 'width:100%;height:230px;border:0;display:block';
            target.appendChild(frame);
          },
          destroy: function () {
            if (frame) frame.remove();
            frame = null;
          },
        };
      },
      submit: function () {
        return ask(frame, { type: 'submit' }).then(function (answer) {
          return answer.error ? { error: answer.error } : {};
        });
      },
    };
    return {
      elements: function () {
        return elements;
      },
      createPaymentMethod: function () {
        return ask(frame, { type: 'createPaymentMethod' }).then(function (answer) {
          return answer.error ? { error: answer.error } : { paymentMethod: answer.paymentMethod };
        });
      },
      handleNextAction: function (options) {
        return retrieve(options.clientSecret).then(function (intent) {
          if (intent.status !== 'requires_action') return { paymentIntent: intent };
          return challenge(intent)
            .then(function () {
              return retrieve(options.clientSecret);
            })
            .then(function (after) {
              return after.status === 'requires_payment_method' ? { error: after.last_payment_error, paymentIntent: after } : { paymentIntent: after };
            });
        });
      },
    };
  };
})();
