// JSON calls to the server's API with Node's fetch, and the admin's session cookie.

/** Anything with the address of a running server (a `FolioServer`). */
export interface Target {
  baseURL: string;
}

/** What a client saw: the status, the headers, the body as text and as JSON (if it was JSON). */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
  /** Milliseconds from sending to the last byte of the answer. */
  ms: number;
}

export interface CallOptions {
  /** Sent as JSON; a string is sent as it is (as JSON), a FormData as multipart. */
  body?: unknown;
  /** A `folio_session=…` pair. */
  cookie?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Sends one request and reads the whole answer; rejects only when the client sees no answer. */
export async function call<T = unknown>(
  server: Target,
  method: string,
  path: string,
  { body, cookie, headers = {}, signal }: CallOptions = {},
): Promise<Answer<T>> {
  // fetch streams a FormData as multipart, as a browser would.
  const sent =
    body === undefined || body instanceof FormData || typeof body === 'string' ? body : JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(server.baseURL + path, {
    method,
    headers: {
      ...(typeof sent === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: sent,
    signal,
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (isJson && text ? JSON.parse(text) : undefined) as T,
    ms: performance.now() - started,
  };
}

/** `call`, for set-up steps that must succeed: answers the JSON body or throws. */
export async function must<T = unknown>(
  server: Target,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(server, method, path, options);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** The setup code every edge server is started with (`SETUP_CODE`). */
export const SETUP_CODE = 'EDGE-SETUP-CODE';

/** The owner's credentials on every edge server. */
export const CREDENTIALS = { username: 'owner', password: 'edge password, not secret' };

/** Creates the admin on a fresh server (which signs it in) and answers the session cookie. */
export async function setUp(server: Target, credentials = CREDENTIALS): Promise<string> {
  const body = { ...credentials, setupCode: SETUP_CODE };
  return sessionCookie(await call(server, 'POST', '/api/admin/setup', { body }));
}

/** Signs the admin in and answers the session cookie. */
export async function signIn(server: Target, credentials = CREDENTIALS): Promise<string> {
  return sessionCookie(await call(server, 'POST', '/api/admin/login', { body: credentials }));
}

function sessionCookie(answer: Answer): string {
  const set = answer.headers.getSetCookie().find((c) => c.startsWith('folio_session='));
  if (answer.status !== 200 || !set) {
    throw new Error(`sign-in failed: ${answer.status} ${answer.text}`);
  }
  return set.split(';')[0]!;
}
