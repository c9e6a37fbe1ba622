import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { trackLastControl } from './last-control';
import { getToasts, subscribe } from './toast-store';

let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

/** Loads the toast viewport; resolves at once when it already is. */
export function preloadToaster(): Promise<ComponentType> {
  loading ??= import('./toast').then((module) => {
    loaded = module.Toaster;
    return module.Toaster;
  });
  return loading;
}

/**
 * The toast viewport (Radix Toast) is loaded with the first toast rather than with the first
 * page, and stays mounted from then on; once loaded, later mounts render it at once.
 */
export function LazyToaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded);
  const wanted = needed.current && Toaster === null;
  // From the first page on: the control used before the first toast counts too.
  useEffect(trackLastControl, []);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void preloadToaster().then((component) => {
      if (live) setToaster(() => component);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  if (!needed.current || Toaster === null) return null;
  return <Toaster />;
}
