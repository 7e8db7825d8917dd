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

/** The message of "forgot password": one link to the web app's reset page, valid for `ttlMinutes`. */
export function passwordResetEmail(to: string, link: string, ttlMinutes: number): MailMessage {
  const subject = 'Reset your Hearth password';
  const validity = `The link works once and expires in ${describeMinutes(ttlMinutes)}.`;
  const text = [
    'Someone (hopefully you) asked to reset the password of your Hearth account.',
    '',
    'Choose a new password by opening this link:',
    link,
    '',
    validity,
    'Every device signed in to your account will be signed out.',
    'If you did not ask for this, you can ignore this message: your password stays as it is.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 1.25rem">Reset your password</h1>
<p>Someone (hopefully you) asked to reset the password of your Hearth account.</p>
<p><a href="${href}" style="display: inline-block; padding: 0.6em 1.2em; background: #6d4aff; color: #fff; border-radius: 6px; text-decoration: none">Choose a new password</a></p>
<p>Or open this link: <a href="${href}">${href}</a></p>
<p style="color: #666">${validity} Every device signed in to your account will be signed out. If you did not ask for this, you can ignore this message: your password stays as it is.</p>
</body></html>
`;
  return { to, subject, text, html, link };
}

function describeMinutes(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
