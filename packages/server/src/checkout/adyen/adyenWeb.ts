/** The Adyen Web release checkout loads, from Adyen's CDN only (docs/payments.md › PCI scope), never bundled. */
export const adyenWebVersion = '6.45.2';

/** Adyen's CDN and Checkout shopper hosts by environment (its live region: Europe). */
export const adyenWebHosts = {
  test: { cdn: 'https://checkoutshopper-test.cdn.adyen.com', shopper: 'https://checkoutshopper-test.adyen.com' },
  live: { cdn: 'https://checkoutshopper-live.cdn.adyen.com', shopper: 'https://checkoutshopper-live.adyen.com' },
} as const;

/** Where Adyen Web's script and style sheet come from in an environment. */
export function adyenWebUrls(environment: 'test' | 'live') {
  const base = `${adyenWebHosts[environment].cdn}/checkoutshopper/sdk/${adyenWebVersion}`;
  return { js: `${base}/adyen.js`, css: `${base}/adyen.css` };
}
