/** One thing wrong with a match file, at a JSON path such as `deals[3].tricks` (`$` the root). */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

/** Appends a key or index to a JSON path. */
export function at(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path === '$' ? '' : path}[${key}]`;
  return path === '$' ? key : `${path}.${key}`;
}

/** "deals[3].tricks: must be an integer from 0 to 13" */
export function formatProblem(problem: Problem): string {
  return `${problem.path}: ${problem.message}`;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isInteger(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Names the JSON type of a value for a message: "a string", "an array". */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `"${value.length > 20 ? `${value.slice(0, 20)}...` : value}"`;
  return String(value);
}

/** Collects problems while walking a file. */
export class Problems {
  readonly list: Problem[] = [];
  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
  get count(): number {
    return this.list.length;
  }
  /** Reports every key of `obj` not in `allowed`. */
  unknownKeys(obj: JsonObject, path: string, allowed: readonly string[]): void {
    for (const key of Object.keys(obj)) {
      if (allowed.includes(key)) continue;
      this.add(at(path, key), 'unknown field');
    }
  }
}
