import type { FastifyRequest } from 'fastify';
import type { AccountDeps } from '../accounts/accountDeps';

/**
 * The origin links in mail point at: PUBLIC_URL, else the request's own host when it is one we
 * serve (*.localhost, loopback, TENANT_HOST_MAP) — never an arbitrary Host header, which would let
 * anyone send a customer a reset link to their own site.
 */
export function linkOrigin(request: FastifyRequest, deps: Pick<AccountDeps, 'config' | 'mailConfig'>): string {
  if (deps.mailConfig.publicUrl) return deps.mailConfig.publicUrl;
  const host = (request.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  const known =
    /^([a-z0-9-]+\.)*localhost$/.test(hostname) || ['127.0.0.1', '[::1]'].includes(hostname) || hostname in deps.config.tenantHostMap;
  return known ? `${request.protocol}://${host}` : `http://localhost:${deps.config.port}`;
}
