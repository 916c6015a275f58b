/* global window, document, navigator, screen, btoa, atob, location */
// A stand-in for Adyen Web 6 (adyen.js from Adyen's CDN), served by the Adyen journey (tests/e2e/adyen.spec.ts) in place
// of the real script: only what Courtside's checkout calls (packages/web/src/checkout/adyenWeb.ts) — window.AdyenWeb's
// AdyenCheckout(config) and Card, the Card Component's mount/unmount/isValid/data/showValidation, and
// createFromAction for 3-D Secure 2 (fingerprint, then challenge) calling back config.onAdditionalDetails — and it works
// as the real one does: each card field is typed into a secured field, a frame on checkoutshopper-*.adyen.com that hands
// the page only the field's encrypted value (here in the `test_<value>` form Adyen's test environment and the local
// fake take), never the card itself; the challenge is the card issuer's own page (its ACS) in a frame.
(function () {
  var VERSION = '6.45.2';
  var SHOPPER = { test: 'https://checkoutshopper-test.adyen.com', live: 'https://checkoutshopper-live.adyen.com' };
  var FIELDS = [
    { field: 'number', title: 'Iframe for card number', label: 'Card number' },
    { field: 'expiry', title: 'Iframe for expiry date', label: 'Expiry date' },
    { field: 'cvc', title: 'Iframe for security code', label: 'Security code' },
  ];

  /** What the issuer's 3-D Secure 2 step gives the page (Adyen Web's `threeDSResult`): its answer, for our reference. */
  function threeDSResult(token, transStatus) {
    var reference = JSON.parse(atob(token)).reference;
    return btoa(JSON.stringify({ reference: reference, transStatus: transStatus, step: Math.random().toString(16).slice(2, 10) }));
  }

  function Card(checkout, options) {
    this.checkout = checkout;
    this.options = options || {};
    this.encrypted = {};
    this.wraps = {};
    this.frames = {};
    this.root = null;
    this.holder = null;
    this.onMessage = this.onMessage.bind(this);
  }
  Card.prototype.mount = function (target) {
    var root = document.createElement('div');
    root.className = 'adyen-checkout__card-input';
    FIELDS.forEach((f) => {
      var wrap = document.createElement('div');
      wrap.className = 'adyen-checkout__field';
      var frame = document.createElement('iframe');
      frame.title = f.title;
      frame.src = this.checkout.shopper + '/checkoutshopper/securedfields/' + encodeURIComponent(this.checkout.config.clientKey) + '/' + VERSION + '/securedFields.html#field=' + f.field + '&label=' + encodeURIComponent(f.label) + '&origin=' + encodeURIComponent(location.origin);
      frame.style.cssText = 'width:100%;height:64px;border:0;display:block';
      wrap.appendChild(frame);
      root.appendChild(wrap);
      this.wraps[f.field] = wrap;
      this.frames[f.field] = frame;
    });
    if (this.options.hasHolderName) {
      var label = document.createElement('label');
      label.className = 'adyen-checkout__field';
      label.textContent = 'Name on card';
      this.holder = document.createElement('input');
      this.holder.autocomplete = 'cc-name';
      this.holder.style.cssText = 'display:block;width:100%';
      label.appendChild(this.holder);
      root.appendChild(label);
    }
    window.addEventListener('message', this.onMessage);
    target.appendChild(root);
    this.root = root;
    return this;
  };
  Card.prototype.onMessage = function (event) {
    if (event.origin !== this.checkout.shopper || !event.data || event.data.type !== 'adyen-securedfield') return;
    for (var field in this.frames) {
      if (this.frames[field].contentWindow !== event.source) continue;
      this.encrypted[field] = event.data.encrypted || null;
      this.wraps[field].classList.toggle('adyen-checkout__field--valid', Boolean(event.data.encrypted));
      this.wraps[field].classList.remove('adyen-checkout__field--error');
    }
  };
  Card.prototype.unmount = function () {
    window.removeEventListener('message', this.onMessage);
    if (this.root) this.root.remove();
    this.root = null;
  };
  Card.prototype.showValidation = function () {
    for (var field in this.wraps) if (!this.encrypted[field]) this.wraps[field].classList.add('adyen-checkout__field--error');
  };
  Object.defineProperty(Card.prototype, 'isValid', {
    get: function () {
      var fields = FIELDS.every(function (f) {
        return Boolean(this.encrypted[f.field]);
      }, this);
      return fields && (!this.options.holderNameRequired || Boolean(this.holder && this.holder.value.trim()));
    },
  });
  Object.defineProperty(Card.prototype, 'data', {
    get: function () {
      var paymentMethod = { type: 'scheme' };
      for (var field in this.encrypted) if (this.encrypted[field]) Object.assign(paymentMethod, this.encrypted[field]);
      if (this.holder) paymentMethod.holderName = this.holder.value.trim();
      var browserInfo = {
        acceptHeader: '*/*',
        colorDepth: screen.colorDepth,
        javaEnabled: false,
        language: navigator.language,
        screenHeight: screen.height,
        screenWidth: screen.width,
        timeZoneOffset: new Date().getTimezoneOffset(),
        userAgent: navigator.userAgent,
      };
      return { paymentMethod: paymentMethod, browserInfo: browserInfo };
    },
  });

  /** 3-D Secure 2: the device fingerprint (no page of its own) or the issuer's challenge in a frame. */
  function ThreeDS2(checkout, action) {
    this.checkout = checkout;
    this.action = action;
    this.root = null;
    this.onMessage = this.onMessage.bind(this);
  }
  ThreeDS2.prototype.details = function (transStatus) {
    var actions = { resolve: function () {}, reject: function () {} };
    this.checkout.config.onAdditionalDetails({ data: { details: { threeDSResult: threeDSResult(this.action.token, transStatus) } } }, this, actions);
  };
  ThreeDS2.prototype.mount = function (target) {
    if (this.action.type !== 'threeDS2') throw new Error('The stand-in of Adyen Web runs only 3-D Secure 2 actions');
    this.root = document.createElement('div');
    this.root.className = 'adyen-checkout__threeds2__' + this.action.subtype;
    target.appendChild(this.root);
    if (this.action.subtype === 'fingerprint') {
      // The issuer's method URL would read the device in a hidden frame; its answer comes back at once.
      Promise.resolve().then(() => {
        if (this.root) this.details('Y');
      });
      return this;
    }
    var frame = document.createElement('iframe');
    frame.name = 'threeDSIframe';
    frame.title = '3D Secure 2 challenge';
    frame.src = this.checkout.shopper + '/threeds2simulator/acs/challenge.shtml#origin=' + encodeURIComponent(location.origin);
    frame.style.cssText = 'width:100%;height:360px;border:0;display:block';
    this.root.appendChild(frame);
    window.addEventListener('message', this.onMessage);
    return this;
  };
  ThreeDS2.prototype.onMessage = function (event) {
    if (event.origin !== this.checkout.shopper || !event.data || event.data.type !== 'challenge-result') return;
    window.removeEventListener('message', this.onMessage);
    this.details(event.data.transStatus === 'Y' ? 'Y' : 'N');
  };
  ThreeDS2.prototype.unmount = function () {
    window.removeEventListener('message', this.onMessage);
    if (this.root) this.root.remove();
    this.root = null;
  };

  window.AdyenWeb = {
    AdyenCheckout: function (config) {
      var checkout = {
        config: config,
        shopper: SHOPPER[config.environment] || SHOPPER.test,
        createFromAction: function (action) {
          return new ThreeDS2(checkout, action);
        },
      };
      return Promise.resolve(checkout);
    },
    Card: Card,
  };
})();
