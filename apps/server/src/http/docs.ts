import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source expressions ('sha256-…') for the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The interactive API reference at /api/docs: Scalar's page and its bundled script, both served from the npm
 * package by this server (no CDN, no web fonts, no proxy). Its one inline bootstrap script is allowed by hash
 * rather than by loosening the CSP for everything.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const csp = reply.getHeader('content-security-policy');
      if (!type.startsWith('text/html') || typeof payload !== 'string' || typeof csp !== 'string')
        return payload;
      const hashes = inlineScriptHashes(payload);
      if (hashes.length > 0) {
        reply.header(
          'content-security-policy',
          csp.replace(/script-src ([^;]*)/, `script-src $1 ${hashes.join(' ')}`),
        );
      }
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: '/api/docs',
      logLevel: 'warn',
      configuration: {
        url: '/api/openapi.json',
        pageTitle: 'Celtic Zodiac Explorer API',
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        // Scalar's hosted extras (AI agent, SDK generator, deploy) would call its servers; the CSP blocks them anyway.
        showDeveloperTools: 'never',
        agent: { disabled: true },
      },
    });
  });
}
