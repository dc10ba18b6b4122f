import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileId, malformedJson, mutatedBody, oddText } from './arbitraries.js';

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
  /** true: the input is invalid for sure, so the answer must be a 4xx */
  invalid: boolean;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Path ids that are never a real row: a plain small number could hit the fixtures. */
const badId = hostileId.filter((s) => {
  const n = Number(safeDecode(s));
  return !(Number.isInteger(n) && n > 0 && n < 10_000_000);
});

/**
 * A JSON endpoint's body: a mutated valid body (classified by `isValid` on what the server will
 * parse), malformed JSON, or a content type the API does not speak.
 */
export function jsonBodyRequests(
  method: FuzzRequest['method'],
  url: string,
  valid: Record<string, unknown>,
  isValid: (body: unknown) => boolean,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: mutatedBody(valid).map((body) => {
        const text = JSON.stringify(body) ?? 'null';
        return {
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: text,
          invalid: !isValid(JSON.parse(text)),
        };
      }),
    },
    {
      weight: 2,
      arbitrary: malformedJson.map((text) => ({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: text,
        invalid: true,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'application/json; charset=utf-16',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'application/json, text/plain',
          ),
          oddText,
        )
        .map(([type, text]) => ({
          method,
          url,
          headers: { 'content-type': type },
          payload: text || 'x',
          invalid: true,
        })),
    },
  );
}

/** Endpoints without a body (POST …/fechar, POST /api/atendimentos): only unparsable bodies. */
export function noBodyRequests(method: FuzzRequest['method'], url: string) {
  return malformedJson.map((text): FuzzRequest => ({
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
    invalid: true,
  }));
}

/** The same route with hostile ids in the path; a body that would be valid on a real id. */
export function badIdRequests(
  method: FuzzRequest['method'],
  url: (id: string) => string,
  body?: unknown,
): fc.Arbitrary<FuzzRequest> {
  return badId.map((id) => ({
    method,
    url: url(id),
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
    invalid: true,
  }));
}

/** Query strings of hostile values, classified by `isValid` on the parsed query. */
export function queryRequests(
  path: string,
  keys: string[],
  isValid: (query: Record<string, string | string[]>) => boolean,
): fc.Arbitrary<FuzzRequest> {
  const value = fc.oneof(
    oddText,
    fc.constantFrom('2026-02-30', '9999-99-99', '-1', '0', '1e9', 'true', 'TRUE', '5001'),
    fc.constantFrom(201, 5_000).map((n) => 'x'.repeat(n)),
  );
  return fc
    .dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), value, {
      minKeys: 1,
      maxKeys: 3,
    })
    .chain((q) => fc.boolean().map((twice) => ({ q, twice })))
    .map(({ q, twice }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) {
        params.append(k, v);
        if (twice) params.append(k, v);
      }
      const parsed: Record<string, string | string[]> = {};
      for (const k of new Set(params.keys())) {
        const all = params.getAll(k);
        parsed[k] = all.length > 1 ? all : all[0]!;
      }
      return {
        method: 'GET' as const,
        url: `${path}?${params.toString()}`,
        invalid: !isValid(parsed),
      };
    });
}
