// Key case conversion and entity decoding: the names the package exports from text/.
export { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './caseKeys';
export type { Camelize } from './camelCase';
export { decodeEntities, escapeHtml } from './decodeEntities';
