import { describe, expect, it } from 'vitest';
import { auditActor, auditSentence } from './audit-text';

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
