/** "1 pair", "16 pairs": a count with its noun, the noun singular for exactly one. */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
