/**
 * Email templates. Every message has an HTML and a plain-text part; `data` carries the code or
 * link so the outbox (and browser tests) can read them without parsing HTML.
 */
import { PRODUCT_NAME, SLOGAN } from '../../shared/constants';

export interface EmailContent {
  readonly kind: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly data: Record<string, string>;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const layout = (title: string, bodyHtml: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#1a1d23">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<tr><td><p style="font-weight:700;font-size:18px;margin:0 0 24px">${PRODUCT_NAME}</p>${bodyHtml}
<p style="color:#6b7280;font-size:12px;margin-top:32px">${PRODUCT_NAME} — ${SLOGAN}</p></td></tr></table></body></html>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser:<br>${escapeHtml(href)}</p>`;

export const VERIFICATION_CODE_EMAIL_KIND = 'verification-code';

export const verificationCodeEmail = (input: { code: string; minutes: number; purpose: string }): EmailContent => {
  const subject = `Your ${PRODUCT_NAME} code: ${input.code}`;
  // The same code email, worded for what it proves (an email change confirms the new address).
  const ask =
    input.purpose === 'change-email'
      ? `Enter this code to make this address your ${PRODUCT_NAME} email:`
      : 'Enter this code to verify your email address:';
  return {
    kind: VERIFICATION_CODE_EMAIL_KIND,
    subject,
    data: { code: input.code, purpose: input.purpose },
    html: layout(
      subject,
      `<p>${escapeHtml(ask)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:16px 0">${escapeHtml(input.code)}</p>
<p>It expires in ${input.minutes} minutes. If you did not ask for it, you can ignore this email.</p>`,
    ),
    text: `${ask} ${input.code}\n\nIt expires in ${input.minutes} minutes. If you did not ask for it, you can ignore this email.\n`,
  };
};

/**
 * To the old address once an email change is confirmed: the person learns of a change they did not
 * make (a taken-over session) while they still read that inbox. Names no new address in full.
 */
export const emailChangedEmail = (input: { newEmail: string; accountUrl: string }): EmailContent => {
  const [local = '', domain = ''] = input.newEmail.split('@');
  const masked = `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
  const subject = `Your ${PRODUCT_NAME} email was changed`;
  const intro = `The email address of your ${PRODUCT_NAME} account was changed to ${masked}. You will sign in and hear from us there from now on.`;
  const warning = 'If you did not make this change, reset your password and sign out your other devices at once.';
  return {
    kind: 'email-changed',
    subject,
    data: { url: input.accountUrl },
    html: layout(
      subject,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(warning)}</p>${button(input.accountUrl, 'Review your account')}`,
    ),
    text: `${intro}\n\n${warning}\n\nReview your account: ${input.accountUrl}\n`,
  };
};

export const resetPasswordEmail = (input: { url: string; minutes: number }): EmailContent => {
  const subject = `Reset your ${PRODUCT_NAME} password`;
  return {
    kind: 'reset-password',
    subject,
    data: { url: input.url },
    html: layout(
      subject,
      `<p>We received a request to reset your password.</p>${button(input.url, 'Choose a new password')}
<p>The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.</p>`,
    ),
    text: `We received a request to reset your password.\n\nChoose a new password: ${input.url}\n\nThe link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.\n`,
  };
};

export const invitationEmail = (input: {
  url: string;
  dealershipName: string;
  inviterName: string;
  role: string;
  days: number;
}): EmailContent => {
  const subject = `${input.inviterName} invited you to ${input.dealershipName} on ${PRODUCT_NAME}`;
  const intro = `${input.inviterName} invited you to join ${input.dealershipName} on ${PRODUCT_NAME} as ${input.role}.`;
  return {
    kind: 'invitation',
    subject,
    data: { url: input.url, dealershipName: input.dealershipName, role: input.role },
    html: layout(
      subject,
      `<p>${escapeHtml(intro)}</p>${button(input.url, 'Set up your password')}<p>The invitation expires in ${input.days} days.</p>`,
    ),
    text: `${intro}\n\nSet up your password: ${input.url}\n\nThe invitation expires in ${input.days} days.\n`,
  };
};

export const contactNotificationEmail = (input: {
  name: string;
  email: string;
  topic: string;
  message: string;
}): EmailContent => {
  const subject = `New contact message from ${input.name}`;
  return {
    kind: 'contact-notification',
    subject,
    data: { email: input.email },
    html: layout(
      subject,
      `<p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt; — ${escapeHtml(input.topic)}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    ),
    text: `${input.name} <${input.email}> — ${input.topic}\n\n${input.message}\n`,
  };
};

/**
 * Goes to an address nobody has verified: it carries nothing the sender wrote (not even the name),
 * so the contact form cannot be used to send our email with someone else's words to a stranger.
 */
export const contactConfirmationEmail = (): EmailContent => {
  const subject = `We received your message — ${PRODUCT_NAME}`;
  return {
    kind: 'contact-confirmation',
    subject,
    data: {},
    html: layout(subject, `<p>Hello,</p><p>Thanks for writing to us. We answer within one business day.</p>`),
    text: `Hello,\n\nThanks for writing to us. We answer within one business day.\n`,
  };
};

export const NOTIFICATION_EMAIL_KIND = 'notification';

/** A Respond notification (new lead, new message…), with a one-click way out of this kind of email. */
export const notificationEmail = (input: {
  title: string;
  body: string;
  url: string | null;
  unsubscribeUrl: string;
  kindLabel: string;
}): EmailContent => ({
  kind: NOTIFICATION_EMAIL_KIND,
  subject: input.title,
  data: { ...(input.url ? { url: input.url } : {}), unsubscribeUrl: input.unsubscribeUrl },
  html: layout(
    input.title,
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>
<p style="white-space:pre-line">${escapeHtml(input.body)}</p>
${input.url ? button(input.url, 'Open in Lotline') : ''}
<p style="font-size:12px;color:#6b7280">You get this email because of your “${escapeHtml(input.kindLabel)}” notification setting.
<a href="${escapeHtml(input.unsubscribeUrl)}">Stop these emails</a> (no sign-in needed).</p>`,
  ),
  text: `${input.title}\n\n${input.body}\n\n${input.url ? `Open: ${input.url}\n\n` : ''}Stop these emails (${input.kindLabel}): ${input.unsubscribeUrl}\n`,
});
