import { describe, expect, it } from 'vitest';
import { describePlan, planNodes, usesIndexOn } from './explain';

// Trimmed EXPLAIN (FORMAT JSON) output of PostgreSQL 15.
const bitmapPlan = JSON.stringify([
  {
    Plan: {
      'Node Type': 'Limit',
      Plans: [
        {
          'Node Type': 'Sort',
          Plans: [
            {
              'Node Type': 'Bitmap Heap Scan',
              'Relation Name': 'readings',
              Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'readings_user_id_id_idx' }],
            },
          ],
        },
      ],
    },
  },
]);
const seqPlan = [
  { Plan: { 'Node Type': 'Limit', Plans: [{ 'Node Type': 'Seq Scan', 'Relation Name': 'readings' }] } },
];
const backwardPlan = [
  {
    Plan: {
      'Node Type': 'Limit',
      Plans: [{ 'Node Type': 'Index Scan', 'Relation Name': 'users', 'Index Name': 'users_pkey' }],
    },
  },
];

describe('plans', () => {
  it('reads every node, from JSON text or parsed', () => {
    expect(planNodes(bitmapPlan).map((node) => node.type)).toEqual([
      'Limit',
      'Sort',
      'Bitmap Heap Scan',
      'Bitmap Index Scan',
    ]);
    expect(describePlan(planNodes(backwardPlan))).toBe('Limit > Index Scan on users (users_pkey)');
  });

  it('counts index and bitmap index scans of the table as index use, and a sequential scan as none', () => {
    expect(usesIndexOn(planNodes(bitmapPlan), 'readings')).toBe(true);
    expect(usesIndexOn(planNodes(backwardPlan), 'users')).toBe(true);
    expect(usesIndexOn(planNodes(seqPlan), 'readings')).toBe(false);
    // An index of another table does not count.
    expect(usesIndexOn(planNodes(bitmapPlan), 'users')).toBe(false);
  });
});
