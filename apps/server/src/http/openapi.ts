import { procedureTable } from '@celtic/api';
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

/**
 * The OpenAPI 3.1 document of every REST path, generated from the procedures' meta and zod schemas by
 * trpc-to-openapi's generator (its HTTP adapters are not used). Built on first request, then kept: the
 * router does not change while the process runs.
 */
export function openApiDocumentFactory(router: AnyTRPCRouter): () => string {
  let cached: string | undefined;
  return () => {
    cached ??= JSON.stringify(
      documentMediaTypes(
        generateOpenApiDocument(router as OpenApiRouter, {
          title: 'Celtic Zodiac Explorer API',
          description:
            'Signs, daily, weekly, monthly and yearly readings, calendar feeds, compatibility, saved readings and user administration. Send a Firebase ID ' +
            'token as `Authorization: Bearer <token>` for the protected paths. Every path is also a tRPC ' +
            'procedure at /trpc.',
          version: '1.0.0',
          openApiVersion: '3.1.0',
          baseUrl: '/api',
          securitySchemes: {
            Authorization: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
          },
        }),
        router,
      ),
    );
    return cached;
  };
}
