/** One HTTP answer, body parsed as JSON when it is JSON. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The error body every failure answers with. */
export interface ErrorBody {
  error: { statusCode: number; name: string; code: string; message: string; details?: Array<{ path: string; code: string; message: string }> };
}

/** Calls the API with an optional bearer token and extra headers. */
export async function request<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T };
}
