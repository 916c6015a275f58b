export { EMBED_RESIZE, EMBED_MAX_HEIGHT, embedResizeMessage, readEmbedResize, embedFrameSrc } from './embedProtocol';
export type { EmbedResizeMessage, EmbedTarget } from './embedProtocol';
