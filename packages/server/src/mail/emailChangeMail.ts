import { escapeHtml } from '@courtside/core';
import type { Mail } from './mailer';

type Recipient = { to: string; firstName: string; tenantName: string };

/** To a customer's new email address: a single-use link, valid for a day, that confirms it. */
export function verifyEmailMail(input: Recipient & { link: string }): Mail {
  const { to, firstName, tenantName, link } = input;
  const lines = [`Hello ${firstName},`, `You changed the email address of your ${tenantName} account to this one.`];
  const text = [...lines, 'Open this link within a day to confirm it:', '', link].join('\n\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Confirm my email address</a> (the link works once, within a day).</p>`,
  ].join('\n');
  return { to, subject: `Confirm your ${tenantName} email address`, text, html, fromName: tenantName };
}

/** To the address an account had before: the change is said, so a customer whose login was misused learns of it. */
export function emailChangedMail(input: Recipient & { newEmail: string }): Mail {
  const { to, firstName, tenantName, newEmail } = input;
  const lines = [
    `Hello ${firstName},`,
    `The email address of your ${tenantName} account was changed to ${newEmail}.`,
    'If you did not make this change, reset your password and contact your venue.',
  ];
  return { to, subject: `Your ${tenantName} email address was changed`, text: lines.join('\n\n'), html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'), fromName: tenantName };
}
