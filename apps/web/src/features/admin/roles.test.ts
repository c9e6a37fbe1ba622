import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { deleteBlockedReason, raisesUnverified, roleBadgeClass, roleLabel } from './roles';

describe('roleBadgeClass', () => {
  it('gives every role its own colour', () => {
    const roles = ['site_owner', 'admin', 'premium', 'user', 'guest'];
    const classes = roles.map(roleBadgeClass);
    expect(new Set(classes).size).toBe(roles.length);
    expect(roleBadgeClass('admin')).toContain('text-red-200');
    expect(roleBadgeClass('site_owner')).toContain('text-purple-200');
  });

  it('falls back to the guest colour for an unknown role', () => {
    expect(roleBadgeClass('wizard')).toBe(roleBadgeClass('guest'));
    expect(roleBadgeClass('__proto__')).toBe(roleBadgeClass('guest'));
  });
});

describe('roleLabel', () => {
  it('labels known roles and echoes unknown ones', () => {
    expect(roleLabel('site_owner')).toBe('Site owner');
    expect(roleLabel('wizard')).toBe('wizard');
  });
});

describe('deleteBlockedReason', () => {
  it('blocks site owners and the caller, allows everyone else', () => {
    expect(deleteBlockedReason({ id: 1, role: 'site_owner' }, 5)).toBe('Site owners cannot be deleted');
    expect(deleteBlockedReason({ id: 5, role: 'admin' }, 5)).toBe('You cannot delete your own account');
    expect(deleteBlockedReason({ id: 2, role: 'user' }, 5)).toBeNull();
    expect(deleteBlockedReason({ id: 2, role: 'user' }, undefined)).toBeNull();
  });

  it("says it in the language shown, in the API's words", () => {
    const shown = i18n.locale;
    try {
      i18n.activate('de');
      expect(deleteBlockedReason({ id: 1, role: 'site_owner' }, 5)).toBe(
        'Betreiber können nicht gelöscht werden',
      );
      i18n.activate('es');
      expect(deleteBlockedReason({ id: 5, role: 'admin' }, 5)).toBe('No puedes eliminar tu propia cuenta');
    } finally {
      i18n.activate(shown);
    }
  });
});

describe('raisesUnverified', () => {
  it('asks to confirm only a role above user for an unverified address', () => {
    const unverified = { emailVerified: false };
    expect(raisesUnverified(unverified, 'site_owner')).toBe(true);
    expect(raisesUnverified(unverified, 'admin')).toBe(true);
    expect(raisesUnverified(unverified, 'premium')).toBe(true);
    expect(raisesUnverified(unverified, 'user')).toBe(false);
    expect(raisesUnverified({ emailVerified: true }, 'admin')).toBe(false);
  });
});
