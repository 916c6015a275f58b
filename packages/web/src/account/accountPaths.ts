/** Our account pages beside the spec's routes (docs/api.md): where the reset email links to, and /login. */
export const accountPaths = {
  forgottenPassword: () => '/forgotten-password',
  resetPassword: () => '/reset-password',
  login: () => '/login',
};

/** Pages whose `token` parameter is their own (the reset link's), not a login to take (core's handleTokenParam). */
export const ownTokenPaths = [accountPaths.resetPassword()];
