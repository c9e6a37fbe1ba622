import { useLingui } from '@lingui/react/macro';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lastControl, overlaps } from './last-control';
import { DEFAULT_TOAST_DURATION, dismiss, getToasts, subscribe, type ToastItem, toast } from './toast-store';

export type { ToastInput, ToastVariant } from './toast-store';
export { dismiss, toast };

export function useToast(): { toasts: readonly ToastItem[]; toast: typeof toast; dismiss: typeof dismiss } {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts, toast, dismiss };
}

function ToastView({ item }: { item: ToastItem }) {
  const destructive = item.variant === 'destructive';
  const { t } = useLingui();
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismiss(item.id);
      }}
      duration={item.duration ?? DEFAULT_TOAST_DURATION}
      type={destructive ? 'foreground' : 'background'}
      className={clsx(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-card border p-4 pr-10 shadow-glow',
        'data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        destructive
          ? 'border-ember/60 bg-blood text-parchment'
          : 'border-gold/40 bg-forest-900/95 text-parchment backdrop-blur',
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="font-display text-sm font-semibold tracking-wide">
          {item.title}
        </ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm text-parchment/90">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={t`Close notification`}
        className="focus-ring absolute top-3 right-3 rounded-md p-1 text-parchment/70 hover:text-parchment"
      >
        <X aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Where toasts go: at the bottom on phones (above a bar fixed there, `--toast-clearance` in styles.css), clear of
 * the page's heading and the open menu; at the top right from sm up. When they would cover the control just
 * used (a button low on a phone's screen), they go to the other end.
 */
const placement = {
  usual: 'bottom-[var(--toast-clearance,0px)] sm:top-14 sm:bottom-auto',
  other: 'top-14 sm:top-auto sm:bottom-[var(--toast-clearance,0px)]',
};

/** Moves the toasts to the other end when, shown, they cover the control used last. */
function useToastSide(toasts: readonly ToastItem[]) {
  const viewport = useRef<HTMLOListElement>(null);
  const [other, setOther] = useState(false);
  const empty = toasts.length === 0;
  useEffect(() => {
    const list = viewport.current;
    if (empty || !list) {
      setOther(false);
      return;
    }
    const check = () => {
      const control = lastControl()?.getBoundingClientRect();
      const shown = [...list.children].map((item) => item.getBoundingClientRect());
      if (control && shown.some((box) => overlaps(box, control))) setOther((value) => !value);
    };
    // Toasts arrive in the viewport a render after the queue changes (a portal): its size changes then.
    const observer = new ResizeObserver(check);
    observer.observe(list);
    return () => observer.disconnect();
  }, [empty]);
  return { viewport, side: other ? placement.other : placement.usual };
}

/** Renders the toast queue; Radix gives swipe-to-dismiss and the F8 hotkey to focus the region. */
export function Toaster() {
  const { toasts } = useToast();
  const { t } = useLingui();
  const { viewport, side } = useToastSide(toasts);
  const hotkey = '{hotkey}';
  return (
    <ToastPrimitive.Provider
      duration={DEFAULT_TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={t`Notification`}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        // Radix puts the key that focuses the toasts (F8) where the label says {hotkey}.
        label={t`Notifications (${hotkey})`}
        className={clsx(
          'fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm',
          side,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
