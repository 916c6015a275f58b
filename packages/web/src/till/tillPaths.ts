/**
 * Staff pages (ours, docs/api.md): the staff login, the till, the class register, closures, check-in and the super
 * users' payment settings, on the bookings site.
 */
export const tillPaths = {
  staffLogin: () => '/staff/login',
  till: () => '/till',
  register: () => '/staff/register',
  closures: () => '/staff/closures',
  checkIn: () => '/staff/check-in',
  paymentSettings: () => '/staff/payment-settings',
};
