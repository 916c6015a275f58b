import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { RouteDeps } from '../http/routeDeps';
import type { ZodTypeProvider } from '../http/zod';
import type { AddressFailures } from '../auth/loginRateLimit';
import type { MailConfig, Mailer } from '../mail/mailer';

/** What the account routes receive: the usual deps, the mailer, and a clock (tests may pass one). */
export interface AccountDeps extends RouteDeps {
  mailer: Mailer;
  mailConfig: MailConfig;
  now: () => Date;
  /** Failed logins from one address over every tenant (the login limit per address). */
  addressFailures: AddressFailures;
}

export type AccountRoutePlugin = FastifyPluginAsync<AccountDeps, RawServerDefault, ZodTypeProvider>;
