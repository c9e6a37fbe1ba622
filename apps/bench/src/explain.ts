/** Reads `EXPLAIN (FORMAT JSON)` output: which scans touch which tables. */

export interface PlanNode {
  type: string;
  relation?: string;
  index?: string;
}

function walk(node: unknown, into: PlanNode[]): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const type = record['Node Type'];
  if (typeof type === 'string') {
    into.push({
      type,
      relation: typeof record['Relation Name'] === 'string' ? record['Relation Name'] : undefined,
      index: typeof record['Index Name'] === 'string' ? record['Index Name'] : undefined,
    });
  }
  const children = record.Plans;
  if (Array.isArray(children)) for (const child of children) walk(child, into);
}

/** Every node of a plan, from the `QUERY PLAN` value (parsed or still JSON text). */
export function planNodes(queryPlan: unknown): PlanNode[] {
  const parsed = typeof queryPlan === 'string' ? JSON.parse(queryPlan) : queryPlan;
  const nodes: PlanNode[] = [];
  for (const entry of Array.isArray(parsed) ? parsed : [parsed]) {
    walk((entry as Record<string, unknown> | null)?.Plan, nodes);
  }
  return nodes;
}

/**
 * The plan reads `table` through one of its indexes and never scans it sequentially. A Bitmap Index Scan
 * names no relation, only the index; ours are named after their table (drizzle's `<table>_…` convention).
 */
export function usesIndexOn(nodes: readonly PlanNode[], table: string): boolean {
  const indexed = nodes.some(
    (node) =>
      node.index !== undefined &&
      /Index/.test(node.type) &&
      (node.relation === table || node.index.startsWith(`${table}_`)),
  );
  return indexed && !nodes.some((node) => node.relation === table && node.type === 'Seq Scan');
}

/** A one-line summary such as `Limit > Index Scan Backward? on readings (readings_user_id_id_idx)`. */
export function describePlan(nodes: readonly PlanNode[]): string {
  return nodes
    .map((node) =>
      node.relation ? `${node.type} on ${node.relation}${node.index ? ` (${node.index})` : ''}` : node.type,
    )
    .join(' > ');
}
