import fc from 'fast-check';

/**
 * Hostile values: wrong types, huge and odd strings, traversal. Bounded sizes, so a whole run
 * stays fast; the huge ones go past every field limit and past the 1 MiB body limit.
 */

/** Text that no person types: control characters, NUL, lone surrogates, RTL marks, emoji. */
export const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n\r',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u2066admin',
    '\ufeff',
    'e\u0301\u0301\u0301',
    '👩‍👩‍👧‍👦'.repeat(20),
    'ﷺ'.repeat(50),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '${7*7}{{7*7}}',
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '%00%2e%2e%2f',
    '__proto__',
    'constructor',
  ),
);

/** Strings past every field limit; the largest also pass the 1 MiB body limit. */
const hugeText = fc
  .constantFrom(201, 5_001, 20_001, 300_000, 1_100_000)
  .chain((n) => fc.constantFrom('a', 'é', '😀', ' ', '\u0000').map((c) => c.repeat(n)));

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
);

const anyValue = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 1, arbitrary: hugeText },
  { weight: 3, arbitrary: wrongType },
);

/** Ids in a path: traversal, encodings, numbers out of range, anything but a plain id. */
export const hostileId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '1e309',
    '2147483648',
    '99999999999999999999999',
    '0x7fffffff',
    'abc',
    '%00',
    '%2e%2e%2f%2e%2e%2fportal.db',
    '..%2F..%2Fportal.db',
    '..%5c..%5cportal.db',
    '%252e%252e%252f',
    '%ef%bc%8e%ef%bc%8e%ef%bc%8f',
    '%D9%A1',
    "1'%20or%20'1'='1",
    '1%3Bdrop%20table%20users',
    'null',
    'undefined',
    '%20',
    'a'.repeat(3000),
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** JSON text that does not parse, sent with `content-type: application/json`. */
export const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '{"mensagem": "x"',
      "{'mensagem': 'x'}",
      '{"a":1,}',
      'nul',
      'undefined',
      'NaN',
      '{"a": 01}',
      '\u0000',
      '{"a": "\\u12"}',
      '{"__proto__": ',
      '['.repeat(5000),
      '{"a":'.repeat(2000),
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }),
  )
  .filter((s) => {
    try {
      JSON.parse(s.replace(/^\ufeff/, ''));
      return false;
    } catch {
      return true;
    }
  });

/**
 * A body derived from a valid one: fields dropped, replaced by hostile values, extra fields, or
 * not an object at all.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const obj = fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: keys.length }),
      extra: fc.dictionary(
        fc.oneof(
          fc.constantFrom('id', 'role', 'token_version', 'senha_hash', '__proto__', 'usuario_id'),
          fc.string({ maxLength: 8 }),
        ),
        anyValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...extra, ...valid, ...replace };
      for (const k of drop) delete body[k];
      return body;
    });
  return fc.oneof({ weight: 5, arbitrary: obj }, { weight: 1, arbitrary: wrongType });
}

/** Authorization headers that must never let anyone in. */
export const badAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Basic YWRtaW46YWRtaW4=',
    'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidmVyIjowfQ.',
    'Bearer a.b.c',
    `Bearer ${'x'.repeat(10_000)}`,
  ),
  fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
);
