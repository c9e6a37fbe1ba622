import { useLocation } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of the mobile menu. It closes on any route change, on Escape, and on a press
 * outside both the panel and its toggle (a press on the toggle is the toggle's own business).
 */
export function useMobileMenu(): {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  panelRef: RefObject<HTMLElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
} {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const pathname = useLocation({ select: (l) => l.pathname });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a path change.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent | TouchEvent) {
      const target = event.target as Node | null;
      if (!target) return;
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((o) => !o), panelRef, toggleRef };
}
