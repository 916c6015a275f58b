/**
 * The sandbox provider's own pages, as a real provider serves them: the card frame the checkout embeds (card details
 * go from it straight to the provider's token endpoint, never to our API) and the 3-D Secure challenge page.
 * They talk to the embedding page with postMessage on the same origin only. Their one inline script and style carry
 * the response's CSP nonces (http/securityHeaders `sandboxPageHelmet`); nothing else inline may run.
 */

import { escapeHtml } from '@courtside/core';

/** The response's CSP nonces (helmet's `reply.cspNonce`). */
export interface PageNonces {
  script: string;
  style: string;
}


const style = `
  html, body { overflow: hidden; }
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 4px; color: black; background: white; }
  label { display: block; font-weight: 600; margin-top: 8px; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 6px 8px; border: 1px solid dimgray; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: darkred; }
  /* A ring that stays inside the frame's 4px padding (WCAG 2.4.7, 2.4.11). */
  input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 1px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .error { color: darkred; font-size: 14px; min-height: 0; margin: 2px 0 0; }
  .note { color: dimgray; font-size: 13px; margin: 8px 0 0; }
  button { font: inherit; padding: 8px 16px; margin: 8px 8px 0 0; border-radius: 6px; border: 1px solid black; background: white; cursor: pointer; }
  button.primary { background: darkgreen; color: white; border-color: darkgreen; }
  h1 { font-size: 20px; margin: 0 0 8px; } h1.small { font-size: 16px; margin: 0; }
`;

// The main landmark is named: these pages sit in frames inside the checkout, whose own main has no name.
const page = (title: string, body: string, script: string, nonces: PageNonces) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonces.style)}">${style}</style></head><body><main aria-label="${escapeHtml(title)}">${body}</main><script nonce="${escapeHtml(nonces.script)}">${script}</script></body></html>`;

const field = (id: string, label: string, attrs: string) =>
  `<div><label for="${id}">${label}</label><input id="${id}" name="${id}" ${attrs} aria-describedby="${id}-error"><p class="error" id="${id}-error"></p></div>`;

/** The card frame: card number, expiry, security code and name; tokenises when the parent asks. */
export function cardFramePage(nonces: PageNonces): string {
  const body = `<h1 class="small">Card details</h1><form id="card" novalidate aria-label="Card details">
    ${field('name', 'Name on card', 'autocomplete="cc-name" required')}
    ${field('number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" required')}
    <div class="row">${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}${field('cvc', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" required')}</div>
    <p class="note">Sandbox test mode: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.</p>
  </form>`;
  const script = `
  const q = new URLSearchParams(location.search);
  const form = document.getElementById('card');
  const send = (msg) => parent.postMessage(Object.assign({ source: 'courtside-sandbox' }, msg), location.origin);
  form.addEventListener('submit', (e) => { e.preventDefault(); send({ type: 'submit' }); });
  window.addEventListener('message', async (event) => {
    if (event.origin !== location.origin || !event.data || event.data.type !== 'tokenise') return;
    const value = (id) => document.getElementById(id).value;
    // The parent names the session to pay when it is not the one this frame was opened for (paying again after a decline).
    for (const id of ['name', 'number', 'expiry', 'cvc']) { document.getElementById(id + '-error').textContent = ''; document.getElementById(id).removeAttribute('aria-invalid'); }
    try {
      const res = await fetch('/api/payment-providers/sandbox/tokens', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: value('name'), number: value('number'), expiry: value('expiry'), cvc: value('cvc'), session_id: event.data.session || q.get('session'), client_secret: event.data.secret || q.get('secret') }) });
      const json = await res.json();
      if (res.ok) return send({ type: 'tokenised', token: json.data.token });
      const errors = json.errors || {};
      let first = null;
      for (const [id, list] of Object.entries(errors)) { const input = document.getElementById(id); if (!input) continue; input.setAttribute('aria-invalid', 'true'); document.getElementById(id + '-error').textContent = list[0]; first = first || input; }
      if (first) first.focus();
      send({ type: 'error', message: json.message });
    } catch (error) { send({ type: 'error', message: 'Failed to create session' }); }
  });
  // The embedding page sizes the frame to its content.
  const report = () => send({ type: 'resize', height: document.documentElement.scrollHeight });
  new ResizeObserver(report).observe(document.body);
  send({ type: 'ready' });`;
  return page('Card details', body, script, nonces);
}

/** The 3-D Secure challenge: the card holder approves or fails it; the result goes to the provider, then the parent. */
export function challengePage(reference: string, amount: string, nonces: PageNonces): string {
  const body = `<h1>Sandbox 3-D Secure</h1>
    <p>Your bank asks you to confirm a payment of <strong>${escapeHtml(amount)}</strong>.</p>
    <p id="status" role="status"></p>
    <button type="button" class="primary" id="approve">Approve payment</button><button type="button" id="fail">Fail verification</button>`;
  const script = `
  const decide = async (approve) => {
    for (const b of document.querySelectorAll('button')) b.disabled = true;
    const res = await fetch(location.pathname, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ approve }) });
    document.getElementById('status').textContent = res.ok ? 'Verification complete. Returning to the checkout…' : 'This verification has already been completed.';
    parent.postMessage({ source: 'courtside-sandbox', type: 'challenge-complete', reference: ${JSON.stringify(reference)} }, location.origin);
  };
  document.getElementById('approve').addEventListener('click', () => decide(true));
  document.getElementById('fail').addEventListener('click', () => decide(false));`;
  return page('3-D Secure verification', body, script, nonces);
}
