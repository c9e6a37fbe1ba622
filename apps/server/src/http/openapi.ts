import type { AnyTRPCRouter } from '@trpc/server';
import { generateOpenApiDocument, type OpenApiRouter } from 'trpc-to-openapi';

/**
 * The OpenAPI 3.1 document of every REST path, generated from the procedures' meta and zod schemas by
 * trpc-to-openapi's generator (its HTTP adapters are not used). Built on first request, then kept: the
 * router does not change while the process runs.
 */
export function openApiDocumentFactory(router: AnyTRPCRouter): () => string {
  let cached: string | undefined;
  return () => {
    cached ??= JSON.stringify(
      generateOpenApiDocument(router as OpenApiRouter, {
        title: 'Celtic Zodiac Explorer API',
        description:
          'Signs, daily horoscopes, compatibility, saved readings and user administration. Send a Firebase ID ' +
          'token as `Authorization: Bearer <token>` for the protected paths. Every path is also a tRPC ' +
          'procedure at /trpc.',
        version: '1.0.0',
        openApiVersion: '3.1.0',
        baseUrl: '/api',
        securitySchemes: {
          Authorization: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        },
      }),
    );
    return cached;
  };
}
