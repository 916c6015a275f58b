// A camp's or course's page's own read, loaded with the first such page only (app/prefetch.ts): the home's first load
// does not carry the catalogue's queries.
export { programmeReads } from '@courtside/core';
