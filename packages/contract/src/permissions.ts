/**
 * User permission numbers (platform §3: `permissions` is a list of numbers). 1 is the spec's:
 * analytics off and the name generator; the others are ours.
 */
export const PERMISSIONS = {
  /** Analytics are not sent for this user; the name generator button is shown. */
  noAnalytics: 1,
  /** May write catalogue content (`POST content`, CRUD on rules and beasts). */
  contentAdmin: 2,
} as const;
