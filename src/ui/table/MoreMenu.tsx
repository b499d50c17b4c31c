import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/**
 * "More": what is used now and then, one tap away behind a disclosure, so the header keeps its
 * room for the deal, the dealer and Undo. Closes on Escape and on a tap elsewhere.
 */
export function MoreMenu({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = box.current;
      if (details === null || !details.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !details.contains(event.target as Node)
      ) {
        details.open = false;
        if (event instanceof KeyboardEvent) details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details className="more-menu" ref={box}>
      <summary aria-label="More">⋯</summary>
      <nav aria-label="More">{children}</nav>
    </details>
  );
}
