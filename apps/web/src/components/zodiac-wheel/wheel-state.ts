import type { SignName } from '@celtic/zodiac-core';

export const CENTRE_STEP = 45;
export const ROTATE_STEP = 90;
export const ROTATION_LOCK_MS = 600;
export const WHEEL_RADIUS = 110;

export interface WheelState {
  rotation: number;
  rotating: boolean;
  hovered: SignName | null;
  selected: SignName | null;
}

export type WheelAction =
  | { type: 'rotate'; step: number }
  | { type: 'settle' }
  | { type: 'hover'; name: SignName | null }
  | { type: 'select'; name: SignName | null };

export const initialWheel: WheelState = { rotation: 0, rotating: false, hovered: null, selected: null };

export function wheelReducer(state: WheelState, action: WheelAction): WheelState {
  switch (action.type) {
    case 'rotate':
      // While a turn is under way further turns are ignored (docs/PRODUCT.md §4: the 600 ms lock).
      return state.rotating ? state : { ...state, rotation: state.rotation + action.step, rotating: true };
    case 'settle':
      return state.rotating ? { ...state, rotating: false } : state;
    case 'hover':
      return state.hovered === action.name ? state : { ...state, hovered: action.name };
    case 'select':
      return { ...state, selected: action.name };
  }
}

/** The detail panel shows the hovered sign, else the selected one, else the default text. */
export function panelSignName(state: Pick<WheelState, 'hovered' | 'selected'>): SignName | null {
  return state.hovered ?? state.selected;
}

/** Badge centre for index i of n on the ring, starting at the top and going clockwise. */
export function badgePosition(index: number, count: number, radius = WHEEL_RADIUS): { x: number; y: number } {
  const angle = (index / count) * 2 * Math.PI - Math.PI / 2;
  return {
    x: Math.round(radius * Math.cos(angle) * 100) / 100,
    y: Math.round(radius * Math.sin(angle) * 100) / 100,
  };
}
