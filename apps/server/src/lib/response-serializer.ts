import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };

/**
 * A route's zod response schema as the JSON schema fast-json-stringify compiles. The OpenAPI 3.0
 * target writes a nullable value as `nullable: true` on the value's own schema, which
 * fast-json-stringify reads directly, where `anyOf: [X, null]` would make it validate each
 * branch with Ajv on every call. Schemas with no JSON form (z.date(), transforms) throw here, at
 * start-up: responses carry ISO strings, not Dates.
 */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'throw',
    cycles: 'throw',
    reused: 'inline',
  }) as JsonSchema;
  return forFastJson(json);
}

/**
 * Two adjustments so the bytes stay those of zod + JSON.stringify:
 * - fast-json-stringify writes required properties before optional ones, zod writes them in
 *   the schema's order. Only the properties before an object's first optional one stay
 *   `required`, so every property keeps its place (a required one further on that is missing
 *   is left out instead of failing: typing prevents it, and the suite's zod check catches it).
 * - `additionalProperties: false` goes: unknown keys are dropped either way, and for a union
 *   the branch is chosen by Ajv, which must not reject a row for carrying extra columns (zod
 *   strips them and takes the branch).
 */
function forFastJson(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(forFastJson) as unknown as JsonSchema;
  if (node === null || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, forFastJson(child)]));
    } else if (key === 'const' || key === 'enum' || key === 'default') out[key] = value;
    else out[key] = typeof value === 'object' ? forFastJson(value) : value;
  }
  const properties = out.properties as JsonSchema | undefined;
  const required = out.required as string[] | undefined;
  if (properties && required) {
    const keys = Object.keys(properties);
    const firstOptional = keys.findIndex((name) => !required.includes(name));
    if (firstOptional >= 0) out.required = keys.slice(0, firstOptional);
  }
  return out;
}

/** Answers their handler built in exactly their response schema's shape (`exactAnswer`). */
const exactAnswers = new WeakSet<object>();

/**
 * Marks an answer its handler built in exactly the shape of its response schema: every property
 * the schema writes, in the schema's order, of the schema's types, with nothing else (no extra or
 * undefined keys, no Dates). Such an answer is written by `JSON.stringify`, which gives the same
 * bytes as the compiled serializer in one native pass, where the compiled one concatenates a
 * string piece by piece (a rope every socket write then flattens: on a page of 20 job cards,
 * ~130 KB of garbage per answer). The suite checks every marked answer's bytes against zod's
 * encoding, as it checks the compiled serializer's (`verify`). An answer copied on its way out
 * (language's Hindi messages) loses the mark and takes the compiled serializer.
 */
export function exactAnswer<T extends object>(answer: T): T {
  exactAnswers.add(answer);
  return answer;
}

/**
 * Response serializers compiled once per route and status by fast-json-stringify from the same
 * contract zod schemas the routes declare (and the OpenAPI document is generated from).
 *
 * fast-json-stringify trusts its input: it drops unknown keys like zod does, but it coerces a
 * wrong type (a number where a string is declared), writes a `const` whatever the value is, and
 * truncates a float declared as an integer. Handlers are typed from the same schemas, so such a
 * value is a type error at compile time; to catch what typing misses (casts, `any` rows), `verify`
 * (on in tests: the whole server suite runs through it) also encodes each response with zod and
 * fails the request unless zod accepts it AND the fast output is byte-for-byte
 * `JSON.stringify` of zod's output. Production skips that per-request zod pass, which was the
 * point: it cost more than the rest of the serialisation.
 */
export function createResponseSerializerCompiler({
  verify,
}: {
  verify: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url}: response schemas must be zod`);
    let stringify: Serializer;
    try {
      stringify = fastJson(responseJsonSchema(schema)) as Serializer;
    } catch (error) {
      throw new Error(
        `${method} ${url} ${httpStatus ?? ''}: the response schema cannot be compiled (${String(error)})`,
      );
    }
    const serialize: Serializer = (data) =>
      typeof data === 'object' && data !== null && exactAnswers.has(data)
        ? JSON.stringify(data)
        : stringify(data);
    if (!verify) return serialize;
    return (data) => {
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const fast = serialize(data);
      const expected = JSON.stringify(encoded.data);
      if (fast !== expected) {
        const writer =
          typeof data === 'object' && data !== null && exactAnswers.has(data)
            ? 'JSON.stringify of an answer marked exact'
            : 'the compiled serializer';
        throw new Error(
          `${method} ${url} ${httpStatus ?? ''}: ${writer} wrote ${fast.slice(0, 300)} where zod gives ${expected.slice(0, 300)}`,
        );
      }
      return fast;
    };
  };
}
