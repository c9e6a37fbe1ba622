import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { messages as es } from '../../locales/es/messages.po';
import { auditActionLabel, auditActor, auditReason, auditSentence } from './audit-text';

const base = {
  actorId: 1,
  actorName: 'Owen',
  targetId: 2,
  targetName: 'Pia',
  fromRole: 'user',
  toRole: 'premium',
};

describe('audit sentences', () => {
  it('says who changed whose role from what to what', () => {
    expect(auditSentence({ ...base, action: 'role_change' })).toBe(
      "Owen changed Pia's role from User to Premium",
    );
  });

  it('tells a deletion by someone else from one of their own account', () => {
    expect(auditSentence({ ...base, action: 'user_deletion', toRole: null })).toBe(
      "Owen deleted Pia's account (User)",
    );
    expect(auditSentence({ ...base, action: 'user_deletion', actorId: 2, toRole: null })).toBe(
      'Pia deleted their own account (User)',
    );
  });

  it('names the e-mail lists for a raise at sign-in, and a new account', () => {
    const raise = {
      ...base,
      action: 'sign_in_raise' as const,
      actorId: null,
      actorName: null,
      toRole: 'admin',
    };
    expect(auditActor(raise)).toBe('Sign-in e-mail list');
    expect(auditSentence(raise)).toBe('Pia was raised from User to Admin at sign-in');
    expect(auditSentence({ ...raise, fromRole: null, toRole: 'site_owner' })).toBe(
      'Pia signed up and was made Site owner at sign-in',
    );
  });
});

describe('audit sentences in Spanish and German', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it('are whole sentences of the language, the names and roles in their places', () => {
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(auditSentence({ ...base, action: 'role_change' })).toBe(
      'Owen cambió el rol de Pia de Usuario a Premium',
    );
    expect(auditSentence({ ...base, action: 'user_deletion', actorId: 2, toRole: null })).toBe(
      'Pia eliminó su propia cuenta (Usuario)',
    );
    expect(auditActionLabel('user_deletion')).toBe('Cuenta eliminada');

    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(auditSentence({ ...base, action: 'role_change' })).toBe(
      'Owen hat die Rolle von Pia von „Nutzer“ in „Premium“ geändert',
    );
    const raise = {
      ...base,
      action: 'sign_in_raise' as const,
      actorId: null,
      actorName: null,
      fromRole: null,
    };
    expect(auditActor(raise)).toBe('E-Mail-Liste der Anmeldung');
    expect(auditSentence({ ...raise, toRole: 'site_owner' })).toBe(
      'Pia hat sich registriert und bei der Anmeldung die Rolle „Betreiber“ erhalten',
    );
  });
});

describe('audit reasons', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));
  const raise = { ...base, action: 'sign_in_raise' as const, actorId: null, actorName: null, fromRole: null };

  it("shows a person's reason as written", () => {
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(auditReason({ ...base, action: 'role_change', reason: 'Paid for a year' })).toBe(
      'Paid for a year',
    );
    expect(auditReason({ ...base, action: 'role_change', reason: null })).toBeNull();
  });

  it('names the list behind a raise at sign-in in the language shown, not the English the server stored', () => {
    const stored = { reason: 'E-mail listed in SITE_OWNER_EMAILS', toRole: 'site_owner' };
    expect(auditReason({ ...raise, ...stored })).toBe('E-mail listed in SITE_OWNER_EMAILS');
    i18n.loadAndActivate({ locale: 'es', messages: es });
    expect(auditReason({ ...raise, ...stored })).toBe('Dirección incluida en SITE_OWNER_EMAILS');
    i18n.loadAndActivate({ locale: 'de', messages: de });
    expect(auditReason({ ...raise, reason: 'E-mail listed in ADMIN_EMAILS', toRole: 'admin' })).toBe(
      'Adresse steht in ADMIN_EMAILS',
    );
  });
});
