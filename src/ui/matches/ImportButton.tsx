import { lazy, Suspense, useRef, useState } from 'react';

// What happens to a chosen file (checking it, the dialogs, the import) loads when a file is chosen.
const ImportFlow = lazy(() => import('./ImportFlow.tsx'));

/** Import: a match file or a backup, chosen from the device. */
export function ImportButton() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Import
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,.pbn,.txt,application/json,text/plain"
        className="visually-hidden"
        aria-label="Import a match file or backup"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen !== undefined) setFile(chosen);
        }}
      />
      {file !== null && (
        <Suspense fallback={null}>
          <ImportFlow file={file} onDone={() => setFile(null)} />
        </Suspense>
      )}
    </>
  );
}
