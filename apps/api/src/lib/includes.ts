import { badRequest } from './errors';

/** The requested includes, each checked against what the resource offers (400 otherwise). */
export function checkIncludes(requested: string[], allowed: readonly string[]): string[] {
  const unknown = requested.filter((name) => !allowed.includes(name));
  if (unknown.length) throw badRequest({ include: unknown.map((name) => `include.unknown: ${name}` as const) });
  return requested;
}
