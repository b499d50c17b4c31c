/** What went wrong, in one line, from anything thrown: an Error's message, or the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
