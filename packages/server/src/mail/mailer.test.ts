import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer, loadMailConfig } from './mailer';
import { resetPasswordMail } from './resetPasswordMail';

describe('mail settings', () => {
  it('writes .eml files beside the data folder unless SMTP_URL is set', () => {
    expect(loadMailConfig({}, '/srv/courtside/data/pglite')).toEqual({
      smtpUrl: undefined,
      mailDir: '/srv/courtside/data/mail',
      fromAddress: 'no-reply@courtside.localhost',
      publicUrl: undefined,
    });
    expect(loadMailConfig({}, 'memory://').mailDir).toBe(join(tmpdir(), 'courtside-mail'));
    const env = { SMTP_URL: 'smtp://mail.example:587', MAIL_DIR: '/x', MAIL_FROM: 'hi@example.com', PUBLIC_URL: 'https://book.example.com/' };
    expect(loadMailConfig(env, '/d')).toEqual({ smtpUrl: 'smtp://mail.example:587', mailDir: '/x', fromAddress: 'hi@example.com', publicUrl: 'https://book.example.com' });
    expect(createMailer(loadMailConfig(env, '/d'), () => new Date()).target).toBe('smtp');
  });
});

describe('the password reset mail', () => {
  it('is written as an .eml with the link in text and HTML, names escaped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'courtside-mailer-'));
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailDir: join(dir, 'nested'), fromAddress: 'no-reply@example.com', publicUrl: undefined }, () => new Date());
      expect(mailer.target).toBe(join(dir, 'nested'));
      await mailer.send(resetPasswordMail({ to: 'sam@example.com', firstName: 'Sam <b>', tenantName: 'Peak & Co', link: 'http://x.localhost/reset-password?token=abc' }));
      const [file] = readdirSync(join(dir, 'nested'));
      const eml = readFileSync(join(dir, 'nested', file ?? ''), 'utf8');
      expect(eml).toContain('To: sam@example.com');
      expect(eml).toContain('From: "Peak & Co" <no-reply@example.com>');
      expect(eml).toContain('Sam &lt;b&gt;');
      expect(eml).toContain('reset-password?token=3Dabc');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
