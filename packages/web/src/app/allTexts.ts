// Every English text, in a chunk of its own that `loadTexts` (i18n.ts) loads after the first view's.
export { en } from '@courtside/core';
