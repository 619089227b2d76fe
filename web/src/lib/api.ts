// The API client: JSON over fetch, failures turned into errors that carry the server's message.
// The answers' types are generated from the server's OpenAPI document (`api-schema.ts`).
import type { ErrorBody, ErrorCode, FieldErrorBody } from './api-schema';

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

/** GETs a public JSON resource; any failure becomes an `ApiError` with `fallback` as message. */
export async function getJson<T>(path: string, fallback: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(fallback, 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(fallback, response.status, body?.code);
  }
  return (await response.json()) as T;
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

/**
 * Sends a request with the session cookie and a JSON body (if any); answers the JSON reply, or
 * `undefined` for 204. Any failure becomes an `ApiWriteError` whose message is `fallback`.
 */
export async function sendJson<T = void>(
  method: string,
  path: string,
  body: unknown,
  fallback: string,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiWriteError(fallback, 0, null);
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiWriteError(fallback, response.status, error);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
