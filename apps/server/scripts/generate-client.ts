// Writes the typed REST client's generated files (packages/client) from the OpenAPI document the code makes now.
import { writeFile } from 'node:fs/promises';
import { clientFiles } from '../src/http/openapi-client';

for (const [path, text] of await clientFiles()) {
  await writeFile(path, text);
  console.log(`wrote ${path}`);
}
