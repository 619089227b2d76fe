// The API client: JSON over fetch, failures turned into errors that carry the server's message.

/** A failed API call; `message` is safe to show the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(message: string, status: number, code?: string) {
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
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiError(fallback, response.status, body?.code);
  }
  return (await response.json()) as T;
}
