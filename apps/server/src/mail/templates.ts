import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The message sent after registration (and on resend): one link, valid for 24 hours. */
export function verificationEmail(to: string, link: string): MailMessage {
  const subject = 'Confirm your e-mail address for Hearth';
  const text = [
    'Welcome to Hearth!',
    '',
    'Please confirm your e-mail address by opening this link:',
    link,
    '',
    'The link works once and expires in 24 hours.',
    'If you did not create an account, you can ignore this message.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 1.25rem">Welcome to Hearth!</h1>
<p>Please confirm your e-mail address:</p>
<p><a href="${href}" style="display: inline-block; padding: 0.6em 1.2em; background: #6d4aff; color: #fff; border-radius: 6px; text-decoration: none">Confirm my e-mail</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p style="color: #666">The link works once and expires in 24 hours. If you did not create an account, you can ignore this message.</p>
</body></html>
`;
  return { to, subject, text, html, link };
}
