import type {
  AuditRow,
  CompatibilityCheck,
  ListedApiKey,
  PushSubscription,
  Reading,
  ReminderSettingsRow,
  User,
  UserBirth,
} from '@celtic/db';
import type { AdminUser, AuditEntry } from './schemas/admin';
import type { KeptBirth } from './schemas/birth';
import {
  type CompatibilityRecord,
  compatibilityDetailsSchema,
  type ExportedCheck,
} from './schemas/compatibility';
import type { ApiKeyRecord } from './schemas/keys';
import type { PushSubscriptionRecord } from './schemas/push';
import type { ReadingRecord } from './schemas/readings';
import type { ReminderSettings } from './schemas/reminder';
import type { UserProfile } from './schemas/user';

// No tRPC transformer is used: timestamps cross the wire as the ISO strings the rows carry (packages/db, timestamps.ts).

/** A key as its owner sees it listed: never the key, nor its hash. */
export function toApiKeyRecord(key: ListedApiKey): ApiKeyRecord {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
  };
}

export function toUserProfile(user: User): UserProfile {
  return {
    id: user.id,
    firebaseUid: user.firebaseUid,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    photoUrl: user.photoUrl,
    role: user.role,
    zodiacSign: user.zodiacSign,
    signSetAt: user.signSetAt,
    locale: user.locale,
    createdAt: user.createdAt,
    lastLoginAt: user.lastLoginAt,
  };
}

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    email: user.email,
    zodiacSign: user.zodiacSign,
    createdAt: user.createdAt,
    roleSetByHand: user.roleSetByHand,
    emailVerified: user.emailVerified,
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    actorName: row.actorName,
    targetId: row.targetId,
    targetName: row.targetName,
    fromRole: row.fromRole,
    toRole: row.toRole,
    reason: row.reason,
    createdAt: row.createdAt,
  };
}

export function toReadingRecord(reading: Reading): ReadingRecord {
  return {
    id: reading.id,
    userId: reading.userId,
    content: reading.content,
    zodiacSign: reading.zodiacSign,
    isFavorite: reading.isFavorite,
    readingDate: reading.readingDate,
    kind: reading.kind,
    period: reading.period,
  };
}

export function toCompatibilityRecord(check: CompatibilityCheck): CompatibilityRecord {
  return {
    id: check.id,
    userId: check.userId,
    firstSign: check.firstSign,
    secondSign: check.secondSign,
    compatibilityScore: check.compatibilityScore,
    compatibilityDetails: check.compatibilityDetails,
    createdAt: check.createdAt,
  };
}

/**
 * A check as the data download lists it: the details as the object they are, not the JSON text the API's
 * record carries, so the download is plain nested JSON. Text that is not a JSON object stays as it was stored.
 */
export function toExportedCheck(check: CompatibilityCheck): ExportedCheck {
  return { ...toCompatibilityRecord(check), compatibilityDetails: detailsObject(check.compatibilityDetails) };
}

function detailsObject(text: string): ExportedCheck['compatibilityDetails'] {
  try {
    const value: unknown = JSON.parse(text);
    const parsed = compatibilityDetailsSchema.safeParse(value);
    return parsed.success ? parsed.data : text;
  } catch {
    return text;
  }
}

export function toKeptBirthRecord(birth: UserBirth): KeptBirth {
  return { date: birth.date, time: birth.time, timeZone: birth.timeZone, updatedAt: birth.updatedAt };
}

/** Reminder settings as the API answers them; the defaults when none were ever saved. */
export function toReminderSettings(row: ReminderSettingsRow | null): ReminderSettings {
  if (!row)
    return { enabled: false, time: '08:00', timeZone: null, festivals: false, moon: false, nextDueAt: null };
  const { enabled, time, timeZone, festivals, moon, nextDueAt } = row;
  return { enabled, time, timeZone, festivals, moon, nextDueAt };
}

export function toPushSubscription(row: PushSubscription): PushSubscriptionRecord {
  return { endpoint: row.endpoint, expirationTime: row.expirationTime, createdAt: row.createdAt };
}
