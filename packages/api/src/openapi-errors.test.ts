import { describe, expect, it } from 'vitest';
import { codesOfStatus, errorBodySchema } from './errors';
import { documentedErrors, errorDescriptions, procedureErrors, statusOfRefusal } from './openapi-errors';
import { procedureTable } from './procedure-table';
import { appRouter } from './root';

const table = procedureTable(appRouter);
const ruleOf = (path: string) => {
  const rule = table.get(path);
  if (!rule) throw new Error(`no procedure ${path}`);
  return rule;
};

describe('documentedErrors', () => {
  it('names only procedures that exist, with statuses that have a description', () => {
    for (const [path, refusals] of Object.entries(procedureErrors)) {
      expect(table.has(path), path).toBe(true);
      for (const key of refusals)
        expect(errorDescriptions[statusOfRefusal(key)], `${path} ${key}`).toBeTruthy();
    }
  });

  it('derives the statuses a path may answer from its rules', () => {
    const body = { takesInput: true, takesBody: true };
    expect(documentedErrors(ruleOf('readings.create'), body)).toEqual([
      400, 401, 409, 413, 415, 422, 429, 500, 503,
    ]);
    // Its only refusals are implied: a language we do not write in (400), no caller (401), the body's.
    expect(documentedErrors(ruleOf('user.setLocale'), body)).toEqual([400, 401, 413, 415, 429, 500, 503]);
    expect(documentedErrors(ruleOf('horoscope.monthly'), { takesInput: true, takesBody: false })).toEqual([
      400, 401, 403, 500, 503,
    ]);
    // Answered from memory: no database, no token; a public read, so a bad API key (401) and a quota (429).
    expect(documentedErrors(ruleOf('signs.byName'), { takesInput: true, takesBody: false })).toEqual([
      400, 401, 429, 500,
    ]);
    // The calendar feed is no metered read: no key, no quota.
    expect(documentedErrors(ruleOf('feeds.sign'), { takesInput: true, takesBody: false })).toEqual([
      400, 500, 503,
    ]);
    // Another user's key answers like a missing one (404); an 11th is 409.
    expect(documentedErrors(ruleOf('keys.delete'), { takesInput: true, takesBody: false })).toEqual([
      400, 401, 404, 429, 500, 503,
    ]);
    expect(documentedErrors(ruleOf('keys.create'), body)).toEqual([400, 401, 409, 413, 415, 429, 500, 503]);
    // Its own refusal's status comes from the refusal table: the last site owner cannot leave (409).
    expect(documentedErrors(ruleOf('user.deleteMe'), { takesInput: false, takesBody: false })).toEqual([
      401, 409, 429, 500, 503,
    ]);
    expect(documentedErrors(ruleOf('admin.setRole'), body)).toEqual([
      400, 401, 403, 404, 409, 413, 415, 429, 500, 503,
    ]);
  });
});

describe('errorBodySchema', () => {
  it('documents the codes of its status and issues with their paths', () => {
    expect(codesOfStatus(400).sort()).toEqual(['BAD_REQUEST', 'PARSE_ERROR']);
    const schema = errorBodySchema(404) as {
      properties: { code: { enum: string[] }; issues: { items: { required: string[] } } };
      additionalProperties: boolean;
    };
    expect(schema.properties.code.enum).toEqual(['NOT_FOUND']);
    expect(schema.properties.issues.items.required).toEqual(['path', 'message']);
    expect(schema.additionalProperties).toBe(false);
  });
});
