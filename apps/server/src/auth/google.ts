import type { JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

/** Google's signing keys; jose caches them and refetches when a new key id appears. */
export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleKeySet = JWTVerifyGetKey;

let remoteKeys: GoogleKeySet | undefined;
/** Made on first use, so starting the server (or a test) never reaches out to Google. */
export function googleKeySet(): GoogleKeySet {
  remoteKeys ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL));
  return remoteKeys;
}

export interface GoogleIdentity {
  googleId: string;
  /** Only set when Google vouches for it (`email_verified`): otherwise it cannot link accounts. */
  verifiedEmail: string | null;
  name: string | null;
}

/** Why a credential was refused; the caller answers 401 either way, the reason is for logs. */
export class GoogleCredentialError extends Error {
  override name = 'GoogleCredentialError';
}

/** Verifies a Google ID token (signature, issuer, audience, expiry) and reads the identity. */
export async function verifyGoogleCredential(
  credential: string,
  options: { keys: GoogleKeySet; clientId: string; now: Date },
): Promise<GoogleIdentity> {
  try {
    const { payload } = await jwtVerify(credential, options.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      currentDate: options.now,
      algorithms: ['RS256'],
    });
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw new GoogleCredentialError('no subject');
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      googleId: payload.sub,
      verifiedEmail: email && payload.email_verified === true ? email : null,
      name: typeof payload.name === 'string' ? payload.name.slice(0, 64) : null,
    };
  } catch (error) {
    if (error instanceof GoogleCredentialError) throw error;
    // A network failure fetching Google's keys is our problem, not a forged token: let it be a 5xx.
    if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
      throw new GoogleCredentialError(error.code);
    }
    throw error;
  }
}
