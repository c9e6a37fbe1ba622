import { describe, expect, it } from 'vitest';
import { type AccessState, type Area, decideAccess, signState } from './access';

const cases: [Area, AccessState, ReturnType<typeof decideAccess>][] = [
  ['app', { auth: 'loading', sign: 'loading' }, { kind: 'wait' }],
  ['login', { auth: 'loading', sign: 'loading' }, { kind: 'wait' }],
  ['app', { auth: 'signed-out', sign: 'none' }, { kind: 'redirect', to: '/login' }],
  ['welcome', { auth: 'signed-out', sign: 'none' }, { kind: 'redirect', to: '/login' }],
  ['login', { auth: 'signed-out', sign: 'none' }, { kind: 'render' }],
  ['app', { auth: 'signed-in', sign: 'loading' }, { kind: 'wait' }],
  ['welcome', { auth: 'signed-in', sign: 'loading' }, { kind: 'wait' }],
  ['app', { auth: 'signed-in', sign: 'none' }, { kind: 'redirect', to: '/welcome' }],
  ['welcome', { auth: 'signed-in', sign: 'none' }, { kind: 'render' }],
  ['login', { auth: 'signed-in', sign: 'none' }, { kind: 'redirect', to: '/welcome' }],
  ['app', { auth: 'signed-in', sign: 'chosen' }, { kind: 'render' }],
  ['welcome', { auth: 'signed-in', sign: 'chosen' }, { kind: 'redirect', to: '/' }],
  ['login', { auth: 'signed-in', sign: 'chosen' }, { kind: 'redirect', to: '/' }],
];

describe('decideAccess', () => {
  it.each(cases)('%s with %o → %o', (area, state, expected) => {
    expect(decideAccess(area, state)).toEqual(expected);
  });
});

describe('signState', () => {
  it('maps provider status and presence to the guard state', () => {
    expect(signState('loading', false)).toBe('loading');
    expect(signState('loading', true)).toBe('loading');
    expect(signState('ready', false)).toBe('none');
    expect(signState('ready', true)).toBe('chosen');
  });
});
