import * as adyenNamespace from '@adyen/api-library';

/**
 * The Adyen library's runtime exports. It is a CommonJS package of which Node's ESM loader names only some exports
 * (the production build and the server's tsx start import it as ESM): its classes are read from the package's
 * default export, the whole `module.exports`, which every loader gives.
 */
const adyen = (adyenNamespace as unknown as { default?: typeof adyenNamespace }).default ?? adyenNamespace;
export const { Client, CheckoutAPI, EnvironmentEnum, HttpClientException, hmacValidator } = adyen;
