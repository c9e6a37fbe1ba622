/**
 * The control a person used last (pressed or moved focus to), so that a toast it raises can be placed where it
 * does not cover it (lib/toast.tsx).
 */
const CONTROL =
  'button, a[href], input, select, textarea, summary, [role="button"], [role="combobox"], [tabindex]:not([tabindex="-1"])';

let last: Element | null = null;
let tracking = false;

function note(event: Event): void {
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  // Focus a page moves itself (to its main region after navigation) is no control used.
  if (control) last = control;
}

export function trackLastControl(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('pointerdown', note, true);
  document.addEventListener('focusin', note, true);
}

/** The control used last, while it is still on the page. */
export function lastControl(): Element | null {
  return last?.isConnected ? last : null;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
