import { describe, expect, it } from 'vitest';
import { badgePosition, initialWheel, panelSignName, WHEEL_RADIUS, wheelReducer } from './wheel-state';

describe('wheelReducer', () => {
  it('adds the step and locks until it settles', () => {
    const turning = wheelReducer(initialWheel, { type: 'rotate', step: 45 });
    expect(turning).toMatchObject({ rotation: 45, rotating: true });
    // A second turn while locked is ignored.
    expect(wheelReducer(turning, { type: 'rotate', step: 90 })).toBe(turning);
    const settled = wheelReducer(turning, { type: 'settle' });
    expect(settled).toMatchObject({ rotation: 45, rotating: false });
    expect(wheelReducer(settled, { type: 'rotate', step: 90 }).rotation).toBe(135);
  });

  it('keeps hover and selection apart', () => {
    const selected = wheelReducer(initialWheel, { type: 'select', name: 'Fox' });
    const hovered = wheelReducer(selected, { type: 'hover', name: 'Swan' });
    expect(hovered).toMatchObject({ selected: 'Fox', hovered: 'Swan' });
    expect(wheelReducer(hovered, { type: 'hover', name: null })).toMatchObject({
      selected: 'Fox',
      hovered: null,
    });
  });
});

describe('panelSignName', () => {
  it('prefers hovered, then selected, then nothing', () => {
    expect(panelSignName({ hovered: 'Swan', selected: 'Fox' })).toBe('Swan');
    expect(panelSignName({ hovered: null, selected: 'Fox' })).toBe('Fox');
    expect(panelSignName({ hovered: null, selected: null })).toBeNull();
  });
});

describe('badgePosition', () => {
  it('puts the first badge at the top and every badge on the 110 px circle', () => {
    expect(badgePosition(0, 13)).toEqual({ x: 0, y: -WHEEL_RADIUS });
    for (let i = 0; i < 13; i++) {
      const { x, y } = badgePosition(i, 13);
      expect(Math.hypot(x, y)).toBeCloseTo(110, 1);
    }
  });
});
