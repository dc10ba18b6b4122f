/**
 * argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane): strong against
 * GPU guessing while keeping a login around a few tens of milliseconds on a 2-core server.
 */
import os from 'node:os';
import argon2 from 'argon2';

const PRODUCAO = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
interface Perfil {
  type: typeof argon2.argon2id;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
let options: Perfil = PRODUCAO;

/**
 * The API tests only (server/test/setup.ts), never the product: argon2id at its smallest cost, so
 * the thousands of accounts and logins of a test run do not each take 19 MiB and two passes. A
 * hash keeps its own parameters, so checking one is as cheap as making it.
 * server/lib/password-hashing.unit.test.ts checks that the product's profile is the one above.
 */
export function hashBaratoParaTestes(): void {
  options = { type: argon2.argon2id, memoryCost: 8, timeCost: 1, parallelism: 1 };
}

/**
 * At most one hash per core at a time: more would not finish sooner, and each holds 19 MiB, so a
 * burst of logins would otherwise inflate the process's memory.
 */
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line.
  if (running < slots) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(plain: string): Promise<string> {
  return limited(() => argon2.hash(plain, options));
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, plain));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown login cannot be told apart by timing. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hashPassword('senha-inexistente-para-equalizar-tempo');
  await verifyPassword(await dummyHash, plain);
  return false;
}
