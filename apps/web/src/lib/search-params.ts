import { useMemo } from 'react';
import type * as z from 'zod/mini';

/**
 * A page's search params, one schema per param. Each param is read on its own: one that does not pass is
 * left out (the page shows its default) and reported, so the page can say so in words instead of failing.
 */
export type SearchShape = Record<string, z.ZodMiniType<string>>;

export interface RejectedParam {
  name: string;
  /** The value as written in the address. */
  value: string;
}

export type SearchText<Shape extends SearchShape> = { [K in keyof Shape]?: string };

export interface ReadSearch<Shape extends SearchShape> {
  kept: { [K in keyof Shape]?: z.infer<Shape[K]> };
  rejected: RejectedParam[];
}

/** The router parses `?date=2027` as the number 2027: every param is read back as the text it was written as. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * For a route's `validateSearch`: the shape's params as text, nothing else. A malformed value stays in the
 * address (the page names it, and its way on leads to an address without it); pages read the params through
 * `useReadSearch`, so it never reaches them as a value. Every name is set, to undefined when absent, because
 * the router spreads this over the raw params.
 */
export function searchValidator<Shape extends SearchShape>(shape: Shape) {
  return (raw: Record<string, unknown>): SearchText<Shape> => {
    const text: Record<string, string | undefined> = {};
    for (const name of Object.keys(shape))
      text[name] = raw[name] === undefined ? undefined : asText(raw[name]);
    return text as SearchText<Shape>;
  };
}

/** Reads the params a shape names; others are ignored. */
export function readSearch<Shape extends SearchShape>(
  shape: Shape,
  raw: Record<string, unknown>,
): ReadSearch<Shape> {
  const kept: Record<string, string> = {};
  const rejected: RejectedParam[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    if (raw[name] === undefined) continue;
    const value = asText(raw[name]);
    const result = schema.safeParse(value);
    if (result.success) kept[name] = result.data;
    else rejected.push({ name, value });
  }
  return { kept: kept as ReadSearch<Shape>['kept'], rejected };
}

/** The route's params split into those that pass (what the page shows) and those refused (what it says). */
export function useReadSearch<Shape extends SearchShape>(
  shape: Shape,
  search: SearchText<Shape>,
): ReadSearch<Shape> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shape is a module constant.
  return useMemo(() => readSearch(shape, search), [search]);
}
