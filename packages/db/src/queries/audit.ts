import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog } from '../schema';

/**
 * A CTE `a` that writes audit rows: `select` yields (action, actor_id, actor_name, target_id, target_name,
 * from_role, to_role, reason). SQL rather than drizzle's `insert … select`, which must fill every column of the
 * table in order, while the id and the time are the database's to fill.
 */
export const auditRows = (db: Database, select: SQL) =>
  db.$with('a', { id: auditLog.id }).as(
    sql`insert into ${auditLog}
      (action, actor_id, actor_name, target_id, target_name, from_role, to_role, reason) ${select} returning id`,
  );
