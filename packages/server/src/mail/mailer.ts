import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Display name of the sender (the tenant's name). */
  fromName: string;
  /** Files sent with it (a calendar entry, say); one with a `cid` is an inline image the html shows (`src="cid:…"`). */
  attachments?: Array<{ filename: string; content: string | Buffer; contentType: string; cid?: string }>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where mail goes, for the start-up log ('smtp' or the .eml folder). */
  readonly target: string;
}

/** Mail settings from the environment (Config.mail; see docs/api.md). */
export interface MailConfig {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587; unset = write .eml files. */
  smtpUrl: string | undefined;
  /** MAIL_DIR, else `mail/` beside the PGlite data folder, else the system temp folder. */
  mailDir: string;
  /** MAIL_FROM address. */
  fromAddress: string;
  /** PUBLIC_URL: the origin links in mail point at; unset = the request's own host when it is a known one. */
  publicUrl: string | undefined;
}

export function loadMailConfig(env: NodeJS.ProcessEnv, dataDir: string): MailConfig {
  const value = (name: string) => (env[name] ? env[name] : undefined);
  const mailDir = value('MAIL_DIR') ?? (dataDir.startsWith('memory://') ? join(tmpdir(), 'courtside-mail') : join(dirname(dataDir), 'mail'));
  return {
    smtpUrl: value('SMTP_URL'),
    mailDir,
    fromAddress: value('MAIL_FROM') ?? 'no-reply@courtside.localhost',
    publicUrl: value('PUBLIC_URL')?.replace(/\/+$/, ''),
  };
}

/**
 * Sends mail through nodemailer: over SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file into the mail folder (open it in any mail client), so nothing needs a mail server.
 */
export function createMailer(config: MailConfig, now: () => Date): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    target: config.smtpUrl ? 'smtp' : config.mailDir,
    async send(mail) {
      const info = await transport.sendMail({
        from: { name: mail.fromName, address: config.fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      if (config.smtpUrl) return;
      await mkdir(config.mailDir, { recursive: true });
      const name = `${now().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written whole, then renamed: whoever watches the folder never reads half a message.
      const path = join(config.mailDir, name);
      await writeFile(`${path}.part`, (info as { message: Buffer }).message);
      await rename(`${path}.part`, path);
    },
  };
}
