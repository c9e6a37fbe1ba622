/**
 * The typed REST client's generated files (packages/client): the OpenAPI document as the server serves it, and
 * its TypeScript types by openapi-typescript. `pnpm --filter @celtic/server client:generate` writes them; a test
 * fails when the committed ones differ from what the code generates now.
 */
import { fileURLToPath } from 'node:url';
import { appRouter } from '@celtic/api';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { openApiDocumentFactory } from './openapi';

const clientRoot = fileURLToPath(new URL('../../../../packages/client/', import.meta.url));

export const clientDocumentPath = `${clientRoot}openapi.json`;
export const clientSchemaPath = `${clientRoot}src/schema.gen.ts`;

const header = `/**
 * Generated from openapi.json by openapi-typescript: do not edit. Regenerate with
 * \`pnpm --filter @celtic/server client:generate\`.
 */

`;

/** What the two generated files hold today, by path. */
export async function clientFiles(): Promise<Map<string, string>> {
  const document = JSON.parse(openApiDocumentFactory(appRouter)()) as OpenAPI3;
  const types = astToString(await openapiTS(document));
  return new Map([
    [clientDocumentPath, `${JSON.stringify(document, null, 2)}\n`],
    [clientSchemaPath, header + types],
  ]);
}
