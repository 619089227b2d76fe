// The API client: one openapi-fetch client over the `paths` generated from the server's OpenAPI
// document (`api-schema.ts`), so a path, a parameter, a body or an answer that drifts from the
// server fails `tsc`. `read` and `write` turn its answers into values or into errors that carry
// the server's `{code, message, fields?}`. Calls live in each feature's `api/` folder.
import createClient from 'openapi-fetch';
import type { ErrorBody, ErrorCode, FieldErrorBody, paths } from './api-schema';

/**
 * The typed client. Paths are the document's (`/admin/me`), under its server `/api`. Requests
 * carry the session cookie; the cross-site check needs nothing more, as browsers send
 * `Sec-Fetch-Site` and `Origin` themselves. `fetch` is looked up per call, not when the module
 * loads (the server's render loads it with no `fetch` at all).
 */
export const api = createClient<paths>({
  baseUrl: '/api',
  credentials: 'same-origin',
  headers: { Accept: 'application/json' },
  fetch: (request) => globalThis.fetch(request),
});

/** A failed API call; `message` is safe to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;

  constructor(message: string, status: number, code?: ErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** A refused write: the server's own message and, for 422/409, the fields it names. */
export class ApiWriteError extends ApiError {
  readonly serverMessage?: string;
  readonly fields: FieldErrorBody[];
  /** A 409 refusing a save made from an outdated copy: the item as it is saved now. */
  readonly current?: ErrorBody['current'];

  /** `body`: the error's JSON, when the answer had one (a proxy's error page has none). */
  constructor(message: string, status: number, body: Partial<ErrorBody> | null) {
    super(message, status, body?.code);
    this.name = 'ApiWriteError';
    this.serverMessage = body?.message;
    this.fields = body?.fields ?? [];
    this.current = body?.current;
  }
}

/** The error's JSON body, when the server sent one (not a proxy's page, not an empty body). */
export function errorBody(error: unknown): Partial<ErrorBody> | null {
  return typeof error === 'object' && error !== null ? (error as Partial<ErrorBody>) : null;
}

/** What an openapi-fetch call settles with: the answer's data, or its error body. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data, or the error `refused` makes of its status (0: no answer) and body. */
async function settle<T>(
  call: Promise<Answer<T>>,
  refused: (status: number, body: Partial<ErrorBody> | null) => ApiError,
): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch {
    throw refused(0, null);
  }
  if (!answer.response.ok) throw refused(answer.response.status, errorBody(answer.error));
  // A 204 has no data: the call's type then says `undefined`.
  return answer.data as T;
}

/** A read's data; any failure becomes an `ApiError` with `fallback` as its message. */
export function read<T>(call: Promise<Answer<T>>, fallback: string): Promise<T> {
  return settle(call, (status, body) => new ApiError(fallback, status, body?.code));
}

/**
 * A write's answer (`undefined` for 204); any failure becomes an `ApiWriteError` whose message
 * is `fallback` and which carries the server's message and fields.
 */
export function write<T>(call: Promise<Answer<T>>, fallback: string): Promise<T> {
  return settle(call, (status, body) => new ApiWriteError(fallback, status, body));
}
