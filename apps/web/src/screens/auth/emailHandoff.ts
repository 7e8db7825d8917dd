/**
 * The address one auth page hands to the next in the router's location state (login →
 * forgot password, reset → login), so it is not typed twice. State rather than the query
 * string: an address in a URL ends up in history, logs and referrers.
 */
export interface EmailHandoff {
  email: string;
}

export function handoffEmail(email: string): EmailHandoff | undefined {
  const trimmed = email.trim();
  return trimmed ? { email: trimmed } : undefined;
}

/** The handed-over address, or '' when the page was opened any other way. */
export function emailFromState(state: unknown): string {
  const email = (state as Partial<EmailHandoff> | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
