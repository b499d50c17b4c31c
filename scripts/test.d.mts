// Types of what scripts/test.mjs exports for its tests.
export function couchdbLine(env?: Readonly<Record<string, string | undefined>>): string | null;
