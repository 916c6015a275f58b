/** Our account pages beside the spec's routes (docs/api.md): where the reset email links to, and /login. */
export const accountPaths = {
  forgottenPassword: () => '/forgotten-password',
  resetPassword: () => '/reset-password',
  login: () => '/login',
};
