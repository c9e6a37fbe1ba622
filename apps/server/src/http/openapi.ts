import {
  documentedErrors,
  errorBodySchema,
  errorDescriptions,
  keyRefusedDescription,
  type ProcedureRule,
  procedureTable,
} from '@celtic/api';
import { locales } from '@celtic/zodiac-core';
import type { AnyTRPCRouter } from '@trpc/server';
import { generateOpenApiDocument, type OpenApiRouter } from 'trpc-to-openapi';

type Document = ReturnType<typeof generateOpenApiDocument>;

/** The generator documents every answer as JSON: a procedure that `produces` another type says so here. */
function documentMediaTypes(document: Document, router: AnyTRPCRouter): Document {
  for (const rule of procedureTable(router).values()) {
    if (!rule.rest || !rule.produces) continue;
    const item = document.paths?.[rule.rest.path] ?? document.paths?.[`/api${rule.rest.path}`];
    const operation = item?.[rule.rest.method.toLowerCase() as 'get'];
    const ok = operation?.responses?.['200'];
    if (ok && 'content' in ok) {
      ok.content = { [rule.produces.split(';')[0] ?? rule.produces]: { schema: { type: 'string' } } };
    }
  }
  return document;
}

const isVoid = (parser: unknown) =>
  (parser as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type === 'void';

const errorComponent = (status: number) => `Error${status}`;

/** A JSON body with fields to refuse: a POST without input (`{}`) has a body schema with none, so no 400. */
function bodyHasFields(body: unknown): boolean {
  const schema = (body as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)
    ?.content?.['application/json']?.schema;
  return schema !== undefined && Object.keys(schema.properties ?? { unknown: true }).length > 0;
}
/** What a localized procedure (procedure-table.ts) reads and says of its language. */
const acceptLanguage = {
  in: 'header',
  name: 'Accept-Language',
  required: false,
  description: `Chooses the language of the text, and of an error's message, when \`lang\` is absent: the best of ${locales.join(', ')} it accepts, else English`,
  schema: { type: 'string', examples: ['es-ES,es;q=0.9,en;q=0.8'] },
};
const languageHeaders = {
  'Content-Language': {
    description: 'The language the text is written in',
    required: true,
    schema: { type: 'string', enum: [...locales] },
  },
  Vary: {
    description:
      'Names Accept-Language when the request named no `lang`: the header chose the language, and caches keep the answer apart per header',
    schema: { type: 'string' },
  },
};

/** An error answer's message is worded like a reading (`lang`, else Accept-Language, else English). */
const errorLanguageHeaders = {
  'Content-Language': {
    description:
      'The language of `message` when every word of it is ours (refusals are written in each language; field messages from input validation are English): the request’s `lang`, else the best language Accept-Language accepts, else English',
    schema: { type: 'string', enum: [...locales] },
  },
  Vary: {
    description: 'Names Accept-Language when the request named no `lang`: the header chose the language',
    schema: { type: 'string' },
  },
};

const retryAfter = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** The RateLimit fields (IETF httpapi draft) of every answer counted against a limit. */
const rateLimitHeaders = {
  'RateLimit-Policy': {
    description:
      'Each limit the request was counted against: `"minute";q=600;w=60, "day";q=10000;w=86400` for an API key (q requests in w seconds), `"anonymous";q=120;w=60` per address, `"account";q=120;w=60` signed in without a key',
    schema: { type: 'string', examples: ['"minute";q=600;w=60, "day";q=10000;w=86400'] },
  },
  RateLimit: {
    description:
      'What is left of each of those limits (r requests) and the seconds until its window ends (t), e.g. `"minute";r=598;t=42, "day";r=9990;t=3600`',
    schema: { type: 'string', examples: ['"minute";r=598;t=42, "day";r=9990;t=3600'] },
  },
};

/** Where a public read takes its key: optional (a read without one counts against its address). */
const keySecurity: Record<string, string[]>[] = [{}, { ApiKey: [] }];

/**
 * The answers of each path as the server sends them, and its security from the procedure's access: 204 with no
 * body for a procedure that returns nothing,
 * and exactly the error statuses it may answer (`documentedErrors`), each with our error body's schema
 * (`errorBodySchema`: `issues[].path` included), in place of the generator's guesses.
 */
function documentAnswers(document: Document, router: AnyTRPCRouter): Document {
  const schemas: Record<string, unknown> = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  const documentOne = (rule: ProcedureRule & { rest: NonNullable<ProcedureRule['rest']> }) => {
    const operation = document.paths?.[rule.rest.path]?.[rule.rest.method.toLowerCase() as 'get'];
    if (!operation) throw new Error(`${rule.path}: not in the generated document`);
    const statuses = documentedErrors(rule, {
      takesInput: (operation.parameters?.length ?? 0) > 0 || bodyHasFields(operation.requestBody),
      takesBody: operation.requestBody !== undefined,
    });
    const responses: Record<string, unknown> = {};
    if (isVoid((rule.procedure._def as { output?: unknown }).output))
      responses['204'] = { description: 'Done: no content' };
    else if (rule.status === 200) responses['200'] = operation.responses?.['200'];
    else
      responses[String(rule.status)] = {
        ...operation.responses?.['200'],
        description: rule.status === 201 ? 'Created' : 'Accepted: done shortly after the answer',
      };
    // On its success answer, whichever status that is (a check saved in a language answers 201).
    const success = Object.keys(responses).find((status) => status.startsWith('2')) ?? '200';
    const successHeaders = {
      ...(rule.localized ? languageHeaders : {}),
      ...(rule.metered ? rateLimitHeaders : {}),
    };
    if (Object.keys(successHeaders).length > 0)
      responses[success] = { ...(responses[success] as object), headers: successHeaders };
    // Every path's error messages are worded by it; a localized path's text too.
    operation.parameters = [...(operation.parameters ?? []), acceptLanguage] as typeof operation.parameters;
    for (const status of statuses) {
      schemas[errorComponent(status)] = errorBodySchema(status);
      responses[String(status)] = {
        description:
          status === 400 && rule.localized
            ? `${errorDescriptions[400]}; among them a \`lang\` we do not write in (the message names ${locales.join(', ')})`
            : status === 401 && rule.access === 'public'
              ? keyRefusedDescription
              : (errorDescriptions[status] ?? 'Error'),
        headers:
          status === 429
            ? { ...errorLanguageHeaders, ...retryAfter, ...rateLimitHeaders }
            : status === 503
              ? { ...errorLanguageHeaders, ...retryAfter }
              : errorLanguageHeaders,
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${errorComponent(status)}` } },
        },
      };
    }
    operation.responses = responses as typeof operation.responses;
    // Who may call it comes from the procedure's access alone (never a second flag in its meta); a public read
    // takes an API key, or none.
    operation.security = rule.access !== 'public' ? [{ Authorization: [] }] : rule.metered ? keySecurity : [];
  };
  for (const rule of procedureTable(router).values()) {
    if (rule.rest) documentOne({ ...rule, rest: rule.rest });
  }
  return { ...document, components: { ...document.components, schemas } } as Document;
}

type Operation = { security?: unknown[]; parameters?: { in?: string; name?: string }[] } & Record<
  string,
  unknown
>;
type PathItem = Record<string, Operation>;
type OpenApiDocument = Document;

/** The project has no open-source licence: the document says so, as OpenAPI tools expect it to. */
const license = { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' };

const paramPattern = /\{(\w+)\}/g;

/**
 * Paths that differ only by a parameter's name (`GET /readings/{userId}` beside `DELETE /readings/{id}`) are
 * one path to a client, and OpenAPI tools refuse them as two. They become one path item whose differing
 * parameters take the shortest of their names; each operation keeps its own schema and description, and the
 * server's routes, which match by position, are unchanged.
 */
function mergePathsDifferingByParameterName(paths: Record<string, PathItem>): Record<string, PathItem> {
  const groups = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(paramPattern, '{}');
    groups.set(shape, [...(groups.get(shape) ?? []), path]);
  }
  const merged: Record<string, PathItem> = {};
  for (const templates of groups.values()) {
    const names = templates.map((path) => [...path.matchAll(paramPattern)].map((match) => match[1] ?? ''));
    const chosen = (names[0] ?? []).map(
      (_, position) =>
        names
          .map((list) => list[position] ?? '')
          .sort((a, b) => a.length - b.length || a.localeCompare(b))[0] ?? '',
    );
    let position = 0;
    const target = (templates[0] ?? '').replace(paramPattern, () => `{${chosen[position++]}}`);
    for (const [index, path] of templates.entries()) {
      const renames = new Map((names[index] ?? []).map((name, at) => [name, chosen[at] ?? name]));
      for (const [method, operation] of Object.entries(paths[path] ?? {})) {
        const parameters = operation.parameters?.map((parameter) =>
          parameter.in === 'path' && parameter.name
            ? { ...parameter, name: renames.get(parameter.name) ?? parameter.name }
            : parameter,
        );
        merged[target] = { ...merged[target], [method]: { ...operation, ...(parameters && { parameters }) } };
      }
    }
  }
  return merged;
}

/** The document as OpenAPI linters want it: every operation declares its security (an empty list: public). */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  const paths = mergePathsDifferingByParameterName((document.paths ?? {}) as Record<string, PathItem>);
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) operation.security ??= [];
  }
  return { ...document, info: { ...document.info, license }, paths } as OpenApiDocument;
}

/**
 * The API's version, semantic: a new path or field is a minor step, a change that can break a client (a path,
 * field or accepted value removed or changed) is a new major. The typed client (packages/client) carries the
 * same version, and CHANGELOG.md's API section says what each step changed.
 */
export const apiVersion = '1.1.0';

const description = `Signs, daily, weekly, monthly and yearly readings, calendar feeds, compatibility, saved readings and user administration. Send a Firebase ID token as \`Authorization: Bearer <token>\` for the protected paths. Public reads take an API key (\`X-Api-Key: cz_live_…\`, made on the Developers page or with POST /api/keys), which raises their limits; without one they count against the limit of the address they come from. Every answer counted against a limit carries the RateLimit-Policy and RateLimit fields; a 429 names the limit and carries Retry-After. Every path is also a tRPC procedure at /trpc. Whether the service is up: GET /api/status.

## Typed client

\`@celtic/client\` (the repository's \`packages/client\`) is generated from this document with openapi-typescript and calls the API through openapi-fetch, with every path, parameter and answer typed:

\`\`\`ts
import { createRestClient } from '@celtic/client';

const api = createRestClient({ baseUrl: 'https://your-host/api', language: 'es' });
const { data, error } = await api.GET('/horoscope/daily', { params: { query: { sign: 'Wolf' } } });
\`\`\``;

/**
 * The OpenAPI 3.1 document of every REST path, generated from the procedures' meta and zod schemas by
 * trpc-to-openapi's generator (its HTTP adapters are not used), with the answers the server really sends
 * (`documentAnswers`), then finished for linters (`finishDocument`).
 * Built on first request, then kept: the router does not change while the process runs.
 */
export function openApiDocumentFactory(router: AnyTRPCRouter): () => string {
  let cached: string | undefined;
  return () => {
    cached ??= JSON.stringify(
      finishDocument(
        documentAnswers(
          documentMediaTypes(
            generateOpenApiDocument(router as OpenApiRouter, {
              title: 'Celtic Zodiac Explorer API',
              description,
              version: apiVersion,
              openApiVersion: '3.1.0',
              baseUrl: '/api',
              securitySchemes: {
                Authorization: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
                ApiKey: {
                  type: 'apiKey',
                  in: 'header',
                  name: 'X-Api-Key',
                  description:
                    'An API key (cz_live_…), on public reads only: counted against its quota, per minute and per UTC day',
                },
              },
            }),
            router,
          ),
          router,
        ),
      ),
    );
    return cached;
  };
}
