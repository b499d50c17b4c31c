/** What the last action said: a failure as an alert, anything else as a status. */
export type Said = { readonly text: string; readonly failed: boolean } | null;

export function SaidLine({ said }: { said: Said }) {
  if (said === null) return null;
  return (
    <p className={said.failed ? 'field-error' : 'muted'} role={said.failed ? 'alert' : 'status'}>
      {said.text}
    </p>
  );
}
