import type { OwnDataPart, OwnDataRead } from '@celtic/db';
import {
  toApiKeyRecord,
  toAuditEntry,
  toExportedCheck,
  toKeptBirthRecord,
  toReadingRecord,
  toReminderSettings,
  toUserProfile,
} from './mappers';
import type { OwnData } from './schemas/user';

type ListKey = OwnDataPart['kind'];

/** The lists of the answer, in the order the pages come (packages/db, own-data.ts). */
const lists: ListKey[] = ['readings', 'compatibilityChecks', 'audit', 'idempotencyKeys', 'pushSubscriptions'];

/** A page's rows as the answer lists them. */
function recordsOf(part: OwnDataPart): unknown[] {
  switch (part.kind) {
    case 'readings':
      return part.rows.map(toReadingRecord);
    case 'compatibilityChecks':
      return part.rows.map(toExportedCheck);
    case 'audit':
      return part.rows.map(toAuditEntry);
    case 'idempotencyKeys':
    case 'pushSubscriptions':
      return part.rows;
  }
}

/**
 * The export as JSON text, piece by piece, in the shape of `ownDataSchema`: the head (time, profile, hand-set
 * role) at once, then each list a page at a time, so its size never sits in memory whole. The caller must exist.
 */
export async function* ownDataJson(data: OwnDataRead, exportedAt: string): AsyncGenerator<string> {
  const { caller } = data;
  if (!caller) throw new Error('ownDataJson needs the caller');
  const head: Omit<OwnData, ListKey> = {
    exportedAt,
    profile: {
      ...toUserProfile(caller),
      emailVerified: caller.emailVerified,
      roleSetByHand: caller.roleSetByHand,
    },
    handSetRole: data.handSetRole,
    birth: data.birth && toKeptBirthRecord(data.birth),
    reminder: data.reminder && toReminderSettings(data.reminder),
    apiKeys: data.apiKeys.map(toApiKeyRecord),
  };
  yield JSON.stringify(head).slice(0, -1);
  let open = -1;
  let first = true;
  for await (const part of data.pages) {
    const at = lists.indexOf(part.kind);
    // Close the lists before this one (an empty list is `[]`), then open this one.
    while (open < at) {
      if (open >= 0) yield ']';
      open += 1;
      yield `,${JSON.stringify(lists[open])}:[`;
      first = true;
    }
    const records = recordsOf(part).map((record) => JSON.stringify(record));
    if (records.length === 0) continue;
    yield `${first ? '' : ','}${records.join(',')}`;
    first = false;
  }
  while (open < lists.length - 1) {
    if (open >= 0) yield ']';
    open += 1;
    yield `,${JSON.stringify(lists[open])}:[`;
  }
  yield ']}';
}
