// A basket page's own reads, loaded with the first such page only (app/router.tsx): the home's first load does not
// carry the cart's queries.
export { readBasketPage } from '@courtside/core';
