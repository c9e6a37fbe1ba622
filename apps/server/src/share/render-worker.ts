/**
 * The render pool's worker (render-pool.ts): draws one preview image per task on its own thread, so the
 * server's event loop only routes and waits. The built server bundles this file as dist/render-worker.js.
 */
import type { SharePage } from './content';
import { renderPreview } from './image';

export default function render(page: SharePage): Promise<Uint8Array> {
  return renderPreview(page);
}
