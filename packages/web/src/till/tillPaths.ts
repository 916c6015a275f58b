/** Front of house's pages (issue 15; ours, docs/api.md): the staff login and the till, on the bookings site. */
export const tillPaths = {
  staffLogin: () => '/staff/login',
  till: () => '/till',
};
