import { escapeHtml } from '@courtside/core';
import type { Mail } from './mailer';

/** The forgotten-password email: a single-use link to the reset page, valid for an hour. */
export function resetPasswordMail(input: { to: string; firstName: string; tenantName: string; link: string }): Mail {
  const { to, firstName, tenantName, link } = input;
  const text = [
    `Hello ${firstName},`,
    '',
    `We received a request to reset the password of your ${tenantName} account.`,
    'Open this link within an hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(firstName)},</p>`,
    `<p>We received a request to reset the password of your ${escapeHtml(tenantName)} account.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within an hour).</p>`,
    '<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: `Reset your ${tenantName} password`, text, html, fromName: tenantName };
}
