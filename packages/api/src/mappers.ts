import type { CompatibilityCheck, Reading, User } from '@celtic/db';
import type { AdminUser, CompatibilityRecord, ReadingRecord, UserProfile } from './schemas';

// No tRPC transformer is used, so every Date crosses the wire as an ISO string.

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
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    email: user.email,
    zodiacSign: user.zodiacSign,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toReadingRecord(reading: Reading): ReadingRecord {
  return {
    id: reading.id,
    userId: reading.userId,
    content: reading.content,
    zodiacSign: reading.zodiacSign,
    isFavorite: reading.isFavorite,
    readingDate: reading.readingDate.toISOString(),
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
    createdAt: check.createdAt.toISOString(),
  };
}
