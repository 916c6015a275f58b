/** Our account pages beside the spec's routes (docs/api.md): where the reset and confirmation emails link to, and /login. */
export const accountPaths = {
  forgottenPassword: () => '/forgotten-password',
  resetPassword: () => '/reset-password',
  verifyEmail: () => '/verify-email',
  login: () => '/login',
};

/** Pages whose `token` parameter is their own (the reset and confirmation links'), not a login to take (core's handleTokenParam). */
export const ownTokenPaths = [accountPaths.resetPassword(), accountPaths.verifyEmail()];
