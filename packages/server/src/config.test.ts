import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      workers: 1,
      logLevel: 'info',
      adminToken: undefined,
      defaultTenant: 'riverside',
      tenantHostMap: {},
      cartHoldMinutes: 15,
      trustProxy: false,
      webhookLoopback: false,
    });
    expect(config.dataDir).toMatch(/\/data\/pglite$/);
    expect(config.webDist).toMatch(/\/packages\/web\/dist$/);
  });

  it('serves the published Storybook only when STORYBOOK=1, from STORYBOOK_DIR or the repository\'s storybook-static', () => {
    expect(loadConfig({}).storybookDir).toBeNull();
    expect(loadConfig({ STORYBOOK: '0', STORYBOOK_DIR: '/srv/sb' }).storybookDir).toBeNull();
    expect(loadConfig({ STORYBOOK: '1' }).storybookDir).toMatch(/\/storybook-static$/);
    expect(loadConfig({ STORYBOOK: '1', STORYBOOK_DIR: '/srv/sb' }).storybookDir).toBe('/srv/sb');
    expect(() => loadConfig({ STORYBOOK: 'yes' })).toThrow(/STORYBOOK: must be 1/);
  });

  it('lets webhooks go to this machine only when WEBHOOK_LOOPBACK=1', () => {
    expect(loadConfig({ WEBHOOK_LOOPBACK: '1' }).webhookLoopback).toBe(true);
    expect(loadConfig({ WEBHOOK_LOOPBACK: '0' }).webhookLoopback).toBe(false);
    expect(() => loadConfig({ WEBHOOK_LOOPBACK: 'true' })).toThrow(/WEBHOOK_LOOPBACK: must be 1/);
  });

  it('reads mail, geocoding and the test-only failpoint too (config.ts is the only env reader)', () => {
    const config = loadConfig({ DATA_DIR: '/srv/d/pglite', MAIL_FROM: 'hi@example.com', GEOCODER: 'nominatim', MAP_TILE_URL: 'https://t.example/{z}/{x}/{y}.png', COURTSIDE_FAILPOINT: 'after-order' });
    expect(config.mail).toMatchObject({ mailDir: '/srv/d/mail', fromAddress: 'hi@example.com', smtpUrl: undefined });
    expect(config.geo).toMatchObject({ geocoder: 'nominatim', mapTileUrl: 'https://t.example/{z}/{x}/{y}.png', mapTileAttribution: null });
    expect(config.failpoint).toBe('after-order');
    expect(loadConfig({ COURTSIDE_FAILPOINT: '' }).failpoint).toBeUndefined();
    expect(() => loadConfig({ GEOCODER: 'carrier-pigeon' })).toThrow(/GEOCODER/);
  });

  it('reads every variable and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/courtside',
      WEB_DIST: '/tmp/web',
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: '',
      DEFAULT_TENANT: 'peak',
      CART_HOLD_MINUTES: '5',
      TENANT_HOST_MAP: '{"Book.Example.org": {"tenant": "peak", "site": "bookings"}}',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/courtside',
      webDist: '/tmp/web',
      logLevel: 'warn',
      adminToken: undefined,
      defaultTenant: 'peak',
      tenantHostMap: { 'book.example.org': { tenant: 'peak', site: 'bookings' } },
      cartHoldMinutes: 5,
    });
  });

  it('reads the waiting room\'s queue and secret, a random secret when unset', () => {
    expect(loadConfig({}).admissionQueue).toBe(64);
    expect(loadConfig({ ADMISSION_QUEUE: '0' }).admissionQueue).toBe(0);
    expect(loadConfig({}).admissionQueueSeconds).toBe(0.2);
    expect(loadConfig({ ADMISSION_QUEUE_SECONDS: '2' }).admissionQueueSeconds).toBe(2);
    expect(() => loadConfig({ ADMISSION_QUEUE_SECONDS: '-1' })).toThrow(/ADMISSION_QUEUE_SECONDS/);
    expect(loadConfig({ WAITING_ROOM_SECRET: 'ab'.repeat(32) }).waitingRoomSecret.equals(Buffer.alloc(32, 0xab))).toBe(true);
    expect(loadConfig({}).waitingRoomSecret.equals(loadConfig({}).waitingRoomSecret)).toBe(false);
    expect(() => loadConfig({ WAITING_ROOM_SECRET: 'short' })).toThrow(/WAITING_ROOM_SECRET/);
    expect(() => loadConfig({ ADMISSION_QUEUE: '-1' })).toThrow(/ADMISSION_QUEUE/);
  });

  it('puts an accepting process in front of the server on PostgreSQL, and lets the server listen itself on PGlite (ACCEPTOR)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/courtside' }).acceptor).toBe('process');
    expect(loadConfig({}).acceptor).toBe('none');
    expect(loadConfig({ DATABASE_URL: 'postgres://x', ACCEPTOR: 'none' }).acceptor).toBe('none');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x', ACCEPTOR: 'none', WORKERS: '2' })).toThrow(/ACCEPTOR: several server processes/);
    expect(() => loadConfig({ ACCEPTOR: 'door' })).toThrow(/ACCEPTOR/);
  });

  it('runs several processes only on PostgreSQL (WORKERS)', () => {
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/courtside' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ WORKERS: '0', DATABASE_URL: 'postgres://x' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: '65', DATABASE_URL: 'postgres://x' })).toThrow(/WORKERS/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ CART_HOLD_MINUTES: '0' }, 'CART_HOLD_MINUTES'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DEFAULT_TENANT: 'Not A Slug' }, 'DEFAULT_TENANT'],
    [{ TENANT_HOST_MAP: 'not json' }, 'TENANT_HOST_MAP'],
    [{ TENANT_HOST_MAP: '{"x.example": {"tenant": "peak", "site": "shop"}}' }, 'TENANT_HOST_MAP'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    // Fastify 5 ignores a hop count (it cannot check the immediate peer): refused rather than silently trusting nobody.
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, not-an-address' }, 'TRUST_PROXY'],
  ])('fails fast on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `));
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 172.16.0.0/12 ,::1,fd00::/8, loopback ', ['10.0.0.0/8', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s as Fastify trustProxy %o', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });
});
