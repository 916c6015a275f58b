export { EMBED_RESIZE, EMBED_MAX_HEIGHT, embedResizeMessage, readEmbedResize, embedFrameSrc, readEmbedCheckout, embeddedBasketLinks } from './embedProtocol';
export type { EmbedResizeMessage, EmbedTarget, EmbedCheckout, EmbeddedBasketLinks } from './embedProtocol';
