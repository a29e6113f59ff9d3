// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripEndpointSchemas } from './endpoint-schemas.ts';

describe('stripEndpointSchemas', () => {
  it('replaces the schemas of each endpoint by undefined and keeps what the browser uses', () => {
    const code = [
      "import { z } from 'zod';",
      "import { ThingSchema } from '../schemas/things.ts';",
      'export const thingsApi = {',
      '  read: defineEndpoint({',
      "    method: 'POST',",
      "    path: '/api/things/:id/read',",
      "    auth: 'user',",
      '    params: z.object({ id: z.uuid() }),',
      '    query: PageQuerySchema,',
      '    body: z.object({ note: z.string().max(10) }),',
      '    responses: { 200: ThingSchema, 201: z.array(ThingSchema) },',
      '    errors: [400, 401],',
      '    paged: true,',
      '  }),',
      '};',
    ].join('\n');
    const stripped = stripEndpointSchemas(code)!;
    expect(stripped).toContain("path: '/api/things/:id/read'");
    expect(stripped).toContain('params: undefined,');
    expect(stripped).toContain('query: undefined,');
    expect(stripped).toContain('body: undefined,');
    expect(stripped).toContain('responses: undefined,');
    expect(stripped).toContain('errors: [400, 401],');
    expect(stripped).toContain('paged: true,');
    // Nothing uses the schemas' imports any more: they are gone from the module's graph too.
    expect(stripped).not.toMatch(/z\.object|ThingSchema|z\.array|from 'zod'/);
  });

  it('cuts at the right places after text that is not ASCII (offsets in UTF-16)', () => {
    const code =
      "export const a = { x: defineEndpoint({ summary: 'नमस्ते — ₹ “quoted”', body: Schema, path: '/api/x' }) };";
    expect(stripEndpointSchemas(code)).toBe(
      "export const a = { x: defineEndpoint({ summary: 'नमस्ते — ₹ “quoted”', body: undefined, path: '/api/x' }) };",
    );
  });

  it('keeps the imported names still used, and only those', () => {
    const code = [
      "import { defineEndpoint } from '../endpoint.ts';",
      "import { LIMIT, ThingSchema } from '../things.ts';",
      "export const api = { a: defineEndpoint({ path: '/api/x', summary: LIMIT, responses: { 200: ThingSchema } }) };",
    ].join('\n');
    const stripped = stripEndpointSchemas(code)!;
    expect(stripped).toContain("import { defineEndpoint } from '../endpoint.ts';");
    expect(stripped).toContain("import { LIMIT } from '../things.ts';");
    expect(stripped).not.toContain('ThingSchema');
  });

  it('leaves a file without endpoint definitions alone', () => {
    expect(stripEndpointSchemas('export const LIMIT = 20;\nconst x = other({ params: 1 });')).toBeNull();
  });
});
