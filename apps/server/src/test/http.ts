/** Calls one procedure over REST or over tRPC, from a plain input object, and reads the answer. */
import type { RestRoute } from '../http/rest';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
}

export async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * A JSON call as a signed-in account (or none): `as` sends its ID token as the bearer, `json` the body; any
 * other header in `headers`.
 */
export function callAs(
  baseUrl: string,
  method: string,
  path: string,
  options: { as?: { idToken: string }; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { as, json, headers } = options;
  return send(`${baseUrl}${path}`, {
    method,
    headers: {
      ...headers,
      ...(as && { authorization: `Bearer ${as.idToken}` }),
      ...(json !== undefined && { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

function authHeaders(authorization: string | undefined): Record<string, string> {
  return authorization === undefined ? {} : { authorization };
}

function appendQuery(query: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(query, key, item);
    return;
  }
  query.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
}

/**
 * A REST call: path parameters are filled from the input, the rest goes to the query string (GET, DELETE)
 * or to a JSON body (POST, PATCH, PUT) when anything is left.
 */
export function restCall(
  baseUrl: string,
  route: Pick<RestRoute, 'method' | 'url'>,
  input: Record<string, unknown>,
  authorization?: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const rest = { ...input };
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  const headers = { ...extraHeaders, ...authHeaders(authorization) };
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) appendQuery(query, key, value);
    const search = query.size > 0 ? `?${query}` : '';
    return send(`${baseUrl}${path}${search}`, { method: route.method, headers });
  }
  const hasBody = Object.keys(rest).length > 0;
  return send(`${baseUrl}${path}`, {
    method: route.method,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(rest) : undefined,
  });
}

/** A tRPC call as @trpc/client's httpLink makes it: queries by GET with ?input=, mutations by POST. */
export function trpcCall(
  baseUrl: string,
  procedurePath: string,
  type: 'query' | 'mutation',
  input: unknown,
  authorization?: string,
): Promise<Answer> {
  const headers = authHeaders(authorization);
  if (type === 'query') {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return send(`${baseUrl}/trpc/${procedurePath}${search}`, { headers });
  }
  return send(`${baseUrl}/trpc/${procedurePath}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
}

/** The message of an error answer, REST (`{ message }`) or tRPC (`{ error: { message } }`). */
export function errorMessage(answer: Answer): string | undefined {
  const body = answer.json as { message?: unknown; error?: { message?: unknown } } | undefined;
  const message = body?.message ?? body?.error?.message;
  return typeof message === 'string' ? message : undefined;
}
