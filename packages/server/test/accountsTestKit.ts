import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loginResponseSchema, type UserWire } from '@courtside/core';
import type { Mailer } from '../src/mail/mailer';
import type { TestApp } from './testApp';

/** Seeded demo logins (README "Demo logins"). */
export const demo = {
  alex: { username: 'alex.morgan@example.com', password: 'courtside-demo' },
  priya: { username: 'priya.shah@example.com', password: 'courtside-demo' },
  tom: { username: 'RLT-000006', password: 'courtside-demo' },
  nina: { username: 'nina.clarke@example.com', password: 'courtside-demo' },
  staff: { username: 'dana.reed@riverside.example', password: 'courtside-staff' },
  peakAlex: { username: 'alex.morgan@example.com', password: 'peak-demo-pass' },
  peakStaff: { username: 'sam.hill@peak.example', password: 'courtside-staff' },
} as const;

/** A client address of its own per test, so the per-address login limit never mixes tests. */
export const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

export async function loginAs(t: TestApp, host: string, credentials: { username: string; password: string }, path = '/api/auth/customer/login') {
  const res = await t.request(host, { method: 'POST', url: path, payload: credentials, remoteAddress: freshAddress() });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return loginResponseSchema.parse(res.json()).data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid register body for a new, unique customer (tests that change an account use their own). */
export function newCustomer(clientId: number, overrides: { email?: string; password?: string } = {}) {
  return {
    data_fields: {
      personal: { title: 'Dr', first_name: 'Robin', last_name: 'Fielding', date_of_birth: '1990-05-17', gender: 'female' },
      contact: {
        email: overrides.email ?? `robin.${randomUUID().slice(0, 8)}@example.com`,
        phone: '07700 900999',
        address_1: '1 Test Street',
        town: 'Kingston upon Thames',
        postcode: 'KT1 1AA',
        marketing_opt_ins: { email: true, sms: false },
      },
      additional: { how_did_you_hear: 'A friend' },
      emergency_contact: { name: 'Kim Fielding', phone: '07700 900998', relationship: 'Sister' },
    },
    password: overrides.password ?? 'a-long-password',
    terms: true,
    client_id: clientId,
    source: 'online',
  };
}

/** Registers a new customer and returns their session and the password used. */
export async function registerCustomer(t: TestApp, host: string, clientId: number, overrides: { email?: string; password?: string } = {}) {
  const body = newCustomer(clientId, overrides);
  const res = await t.request(host, { method: 'POST', url: '/api/auth/customer/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token, user } = loginResponseSchema.parse(res.json()).data as { token: string; user: UserWire };
  return { token, user, email: body.data_fields.contact.email, password: body.password };
}

/** The tenant id a host serves (the register body's client_id). */
export async function clientIdOf(t: TestApp, host: string): Promise<number> {
  return (await t.request(host, { method: 'GET', url: '/api/client' })).json().data.id as number;
}

/** Mail written as .eml files into `dir`, decoded from quoted-printable, newest last. */
export async function readMails(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const raw = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return raw.map((text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/**
 * Watches the mailer an app was built with (its `services.mailer`, changed in place): `sent()` resolves once every
 * message handed to it so far has been written or has failed — mail that leaves after the answer (a reset link) too.
 */
export function watchMailer(mailer: Mailer): { sent(): Promise<void> } {
  const sending = new Set<Promise<void>>();
  const send = mailer.send.bind(mailer);
  mailer.send = (mail) => {
    const sent = send(mail);
    sending.add(sent);
    const done = () => void sending.delete(sent);
    sent.then(done, done);
    return sent;
  };
  return {
    async sent() {
      while (sending.size > 0) await Promise.allSettled([...sending]);
    },
  };
}
