import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { hostName } from '../tenancy/resolveHost';

/**
 * The origin a feed's URLs point at: the request's own host when it is one we serve (*.localhost, loopback,
 * TENANT_HOST_MAP) — never an arbitrary Host header, which a shared cache would then hand to every harvester — else
 * this server on localhost.
 */
export function feedOrigin(request: FastifyRequest, config: Pick<Config, 'tenantHostMap' | 'port'>): string {
  const raw = (request.headers.host ?? '').trim().toLowerCase();
  const name = hostName(raw);
  const port = /:(\d{1,5})$/.exec(raw)?.[1];
  const known = /^([a-z0-9-]+\.)*localhost$/.test(name) || /^127(\.\d{1,3}){3}$/.test(name) || name === '[::1]' || name in config.tenantHostMap;
  if (!known) return `http://localhost:${config.port}`;
  return `${request.protocol === 'https' ? 'https' : 'http'}://${name}${port ? `:${port}` : ''}`;
}
