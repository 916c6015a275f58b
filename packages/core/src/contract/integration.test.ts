import { describe, expect, it } from 'vitest';
import { integrationCreateBodySchema, webhookUrlSchema } from './integration';

describe('webhook integrations', () => {
  it('takes https addresses, and http only to this machine', () => {
    for (const url of ['https://hooks.example.com/courtside', 'https://10.0.0.1:8443/in', 'http://localhost:4000/hook', 'http://127.0.0.1/']) {
      expect(webhookUrlSchema.safeParse(url).success, url).toBe(true);
    }
    for (const url of ['http://hooks.example.com/', 'ftp://x.example', 'https://', 'javascript:alert(1)', `https://x.example/${'a'.repeat(2000)}`, 'http://localhost.evil.example/']) {
      expect(webhookUrlSchema.safeParse(url).success, url).toBe(false);
    }
  });
  it('needs one to three known events, each once at most in kind', () => {
    expect(integrationCreateBodySchema.safeParse({ url: 'https://x.example', enabled_event_types: [] }).success).toBe(false);
    expect(integrationCreateBodySchema.safeParse({ url: 'https://x.example', enabled_event_types: ['v1.user.deleted'] }).success).toBe(false);
    expect(integrationCreateBodySchema.parse({ url: 'https://x.example', enabled_event_types: ['v1.user.created'] })).toEqual({ url: 'https://x.example', enabled_event_types: ['v1.user.created'], is_active: true });
  });
});
