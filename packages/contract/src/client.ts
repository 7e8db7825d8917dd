import type { CallInput, Endpoint, ResponseOf } from './endpoint.ts';
import { fillPath, toQueryString } from './endpoint.ts';
import type { ErrorDetails } from './envelope.ts';
import type { ErrorCode } from './errors.ts';
import { isErrorCode } from './errors.ts';

export const API_PREFIX = '/api';

/**
 * Any answer other than 200/201, or no answer at all. Carries `status`, `ok` and `data`
 * as the spec requires; a network failure has status 0 and code SERVICE_UNAVAILABLE.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly ok = false as const;
  readonly data: { code: ErrorCode | string; message: string; details?: ErrorDetails };

  constructor(
    status: number,
    data: { code: ErrorCode | string; message: string; details?: ErrorDetails },
  ) {
    super(data.message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  get code(): string {
    return this.data.code;
  }

  /** True when the request never reached the server (offline, DNS, refused, aborted). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientOptions {
  /** Origin of the server; empty for same-origin. */
  baseUrl?: string;
  /** Read on every call so a login or logout takes effect at once. */
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Extra headers for one call, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save flushed on `pagehide`). */
  keepalive?: boolean;
  /** A multipart body (uploads) instead of JSON; the browser sets its content type. */
  formData?: FormData;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input?: CallInput<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The URL an endpoint is called at, with its path parameters and (for GET) query string. */
export function endpointUrl(endpoint: Endpoint, input: LooseInput = {}, baseUrl = ''): string {
  const path = API_PREFIX + fillPath(endpoint.path, input.params);
  return baseUrl + path + toQueryString(input.query);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const data = (body as { data?: { code?: unknown; message?: unknown; details?: ErrorDetails } })
    ?.data;
  if (data && typeof data.message === 'string' && typeof data.code === 'string') {
    return new ApiError(status, {
      code: data.code,
      message: data.message,
      ...(data.details ? { details: data.details } : {}),
    });
  }
  const code: ErrorCode = status >= 500 || status === 0 ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST';
  return new ApiError(status, { code, message: `Request failed with status ${status}` });
}

/**
 * A typed client over `fetch`: sends the stored token, JSON bodies and GET query strings,
 * reads `data` from 200/201 answers and throws {@link ApiError} for anything else.
 *
 * @example
 * const api = createApiClient({ getToken: () => localStorage.getItem('token') });
 * const { versions } = await api.call(getVersions, { query: { v: '1' } });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async call(endpoint, input, callOptions = {}) {
      const loose = (input ?? {}) as LooseInput;
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...options.headers,
        ...callOptions.headers,
      };
      const token = options.getToken?.();
      if (token) headers.authorization = `Bearer ${token}`;
      const hasBody = endpoint.method !== 'GET' && loose.body !== undefined;
      if (hasBody && !callOptions.formData) headers['content-type'] = 'application/json';

      let response: Response;
      try {
        response = await doFetch(endpointUrl(endpoint, loose, options.baseUrl), {
          method: endpoint.method,
          headers,
          body: callOptions.formData ?? (hasBody ? JSON.stringify(loose.body) : undefined),
          signal: callOptions.signal,
          ...(callOptions.keepalive ? { keepalive: true } : {}),
        });
      } catch (cause) {
        const error = new ApiError(0, {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Server is not available. Please try again later',
        });
        (error as Error).cause = cause;
        throw error;
      }
      const body = await readJson(response);
      if (response.status === 200 || response.status === 201) {
        if (body && typeof body === 'object' && 'data' in body) {
          return (body as { data: unknown }).data as never;
        }
        return body as never;
      }
      throw errorFromBody(response.status, body);
    },
  };
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return code === undefined || (isErrorCode(error.code) && error.code === code);
}
