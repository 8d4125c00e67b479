import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour, as fastify-type-provider-zod writes it) the arbitraries read. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
};

/** Texts that have broken parsers, databases, logs and spreadsheets before. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Efdp.exe',
  '\uD800',
  '😀',
  "' or 1=1 --",
  '"; drop table users; --',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '=HYPERLINK("http://x")',
  'constructor',
  '__proto__',
  '%00',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '9'.repeat(40),
  'x'.repeat(5000),
  'ÀÉÎÕÜ ñ ß',
  'mario.rossi@example.it',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30',
];

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 31, -(2 ** 53), 1.5, [], {}, [null], { a: 1 }),
);

/** Values that fit a schema (as far as the schema says), from its boundaries too. */
export function validArb(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.$ref) return validArb(resolve(schema.$ref), resolve, depth + 1);
  const base = withoutNull(schema, resolve, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function withoutNull(
  s: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth: number,
): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validArb(a, resolve, depth + 1)));
  if (s.allOf?.length) return validArb(s.allOf[0], resolve, depth + 1);
  const types = [s.type ?? (s.properties ? 'object' : undefined)].flat().filter((x) => x && x !== 'null');
  switch (types[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validArb(s.items, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = s.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, validArb(v, resolve, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(s.maxLength ?? 40, 300);
  const minLength = Math.min(s.minLength ?? 0, maxLength);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date')
    return fc
      .date({ min: new Date('1950-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= Math.max(maxLength, 1) * 4);
    } catch {
      // a pattern JavaScript cannot read: plain text below
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Bodies for an operation: valid ones, valid ones with one field made hostile, and anything at all. */
export function bodyArb(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
  const valid = validArb(schema, resolve);
  const mutated = fc.tuple(valid, fc.nat(), hostileScalar).map(([v, i, bad]) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return bad;
    const keys = Object.keys(v as object);
    if (keys.length === 0) return { x: bad };
    return { ...(v as object), [keys[i % keys.length]!]: bad };
  });
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: hostileScalar },
  );
}

/** A path or query value: the real one (so calls reach the data), one that fits the schema, or a hostile one. */
export function paramArb(
  schema: JsonSchema | undefined,
  resolve: (ref: string) => JsonSchema,
  real?: string,
) {
  const fitting = validArb(schema, resolve).map((v) =>
    typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
  );
  return fc.oneof(
    ...(real ? [{ weight: 4, arbitrary: fc.constant(real) }] : []),
    { weight: 3, arbitrary: fitting },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );
}

/** Headers a client may send: languages, wrong or odd content types. */
export const headersArb = fc.record(
  {
    'accept-language': fc.constantFrom('it', 'en', 'en-US,en;q=0.9', 'xx', '*', ''),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
    ),
  },
  { requiredKeys: ['accept-language'] },
);
