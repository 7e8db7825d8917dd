import { createHash } from 'node:crypto';

/** A CSP as helmet takes it: directive name → sources (an empty list is a bare directive). */
export type CspDirectives = Record<string, string[]>;

/** The set-up that decides what the pages may load besides their own files. */
export interface PagePolicyOptions {
  /** `'sha256-…'` sources for the scripts index.html carries inline. */
  inlineScriptHashes: string[];
  /** The same for inline `<style>` elements. */
  inlineStyleHashes: string[];
  /** Google sign-in is configured (`GOOGLE_CLIENT_ID`). */
  google: boolean;
  /** Telegram sign-in is configured (`TELEGRAM_BOT_*`). */
  telegram: boolean;
  /** `ANALYTICS_URL`, whose origin the pages send events to. */
  analyticsUrl: string | null;
  /** `PUBLIC_URL` is https: mixed content is upgraded rather than loaded in clear. */
  https: boolean;
}

// Google Identity Services' documented needs: its client script, its button and prompt frames,
// the calls the client makes and the stylesheet it adds.
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';
// Telegram's login widget: the script draws an iframe from oauth.telegram.org, which opens the
// sign-in popup itself and answers through postMessage.
const TELEGRAM_SCRIPT = 'https://telegram.org/js/telegram-widget.js';
const TELEGRAM_FRAME = 'https://oauth.telegram.org';

/** CSP hash source of an inline element's text, exactly as the browser hashes it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * Hashes of what a built index.html runs or styles inline. Vite and vite-plugin-pwa inline
 * nothing today (the service worker registers from `/registerSW.js`), but a plugin or option
 * that starts inlining a bootstrap script must not be silently blocked, nor force
 * 'unsafe-inline': the hash lets exactly that script run.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => cspHash(body ?? ''));
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, body]) => cspHash(body ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * The pages' policy: our own files only, no inline script or style except the build's hashed
 * ones, nothing framing us, and the sign-in providers' and analytics' origins only when they are
 * configured. React's `style` props go through the CSSOM, which `style-src` does not govern, so
 * the app needs no 'unsafe-inline' for styles.
 */
export function pagePolicy(options: PagePolicyOptions): CspDirectives {
  const { google, telegram } = options;
  const frames = [...(google ? [GOOGLE_GSI] : []), ...(telegram ? [TELEGRAM_FRAME] : [])];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...options.inlineScriptHashes,
      ...(google ? [GOOGLE_SCRIPT] : []),
      ...(telegram ? [TELEGRAM_SCRIPT] : []),
    ],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...options.inlineStyleHashes, ...(google ? [GOOGLE_STYLE] : [])],
    // data: and blob: are the avatars the client crops and previews before uploading.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(options.analyticsUrl ? [new URL(options.analyticsUrl).origin] : []),
      ...(google ? [GOOGLE_GSI] : []),
    ],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Uploaded images, whether shown in the app or opened on their own: an image and nothing else.
 * `sandbox` makes even a file that a browser mistook for a document an opaque origin without
 * script. The image document a browser builds around a picture opened directly styles itself
 * inline, hence the one 'unsafe-inline' (harmless where nothing can run).
 */
export const UPLOAD_POLICY: CspDirectives = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
};
