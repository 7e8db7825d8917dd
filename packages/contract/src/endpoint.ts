import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, anyone (a token is read when present), or a signed-in user. */
export type EndpointAuth = 'none' | 'optional' | 'user';

/**
 * One API call, described once and used by both sides: the server registers it with
 * these schemas (validation, serialisation, OpenAPI), the web client calls it typed.
 * Paths are relative to `/api` and use `:name` for path parameters.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  /** Permission numbers the signed-in user must all hold (403 otherwise). */
  permissions?: readonly number[];
  successStatus: 200 | 201;
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
}

type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * Declares an endpoint; defaults: `auth: 'user'`, `successStatus: 200`.
 *
 * @example
 * export const getVersions = defineEndpoint({
 *   method: 'GET', path: '/versions', summary: 'Content versions', tags: ['catalogue'],
 *   auth: 'none', query: z.object({ v: z.string().optional() }), response: VersionsResponse,
 * });
 */
export function defineEndpoint<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(
  endpoint: Optional<Endpoint<Params, Query, Body, Response>, 'auth' | 'successStatus'>,
): Endpoint<Params, Query, Body, Response> {
  return { auth: 'user', successStatus: 200, ...endpoint };
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** The arguments a caller passes: only the parts the endpoint declares. */
export type CallInput<E> = (E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType>
  ? [P] extends [z.ZodNever]
    ? unknown
    : { params: z.input<P> }
  : never) &
  (E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType>
    ? [Q] extends [z.ZodNever]
      ? unknown
      : { query?: z.input<Q> }
    : never) &
  (E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType>
    ? [B] extends [z.ZodNever]
      ? unknown
      : { body: z.input<B> }
    : never);

/** Fills `:name` placeholders of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Encodes a GET payload as a query string (spec §7: GET sends its payload as a query string).
 * Arrays repeat the key; undefined and null are left out; objects are sent as JSON.
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
