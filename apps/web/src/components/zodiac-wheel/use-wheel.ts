import type { SignName } from '@celtic/zodiac-core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialWheel, ROTATION_LOCK_MS, wheelReducer } from './wheel-state';

/** Wheel state with the rotation lock timer; `selected` may be controlled by the parent. */
export function useWheel(controlledSelected?: SignName | null) {
  const [state, dispatch] = useReducer(wheelReducer, initialWheel);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const rotate = useCallback(
    (step: number) => {
      if (state.rotating) return;
      dispatch({ type: 'rotate', step });
      timer.current = setTimeout(() => dispatch({ type: 'settle' }), ROTATION_LOCK_MS);
    },
    [state.rotating],
  );

  const selected = controlledSelected === undefined ? state.selected : controlledSelected;
  return {
    rotation: state.rotation,
    rotating: state.rotating,
    hovered: state.hovered,
    selected,
    rotate,
    hover: (name: SignName | null) => dispatch({ type: 'hover', name }),
    select: (name: SignName | null) => dispatch({ type: 'select', name }),
  };
}
