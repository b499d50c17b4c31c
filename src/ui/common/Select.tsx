import type { SelectHTMLAttributes } from 'react';
import { useLayoutEffect, useRef } from 'react';

/**
 * A choice from a list: the device's own select, which opens the device's own list of choices and
 * is what a screen reader and the keyboard meet, laid unseen over the chosen option's text drawn
 * as a field. A select cannot wrap its text, so at large text on a narrow phone the choice it
 * shows is cut off ("As the board: NS vul"); drawn beside it, the text wraps between words and
 * the field grows to hold it. Used for every select in the app, so that all look alike.
 */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  const select = useRef<HTMLSelectElement>(null);
  const shown = useRef<HTMLSpanElement>(null);
  // The text is the chosen option's, read from the select once drawn (its options are its
  // children, whatever they are), after every drawing: a choice made redraws it.
  useLayoutEffect(() => {
    const list = select.current;
    if (shown.current !== null && list !== null)
      shown.current.textContent = list.options[list.selectedIndex]?.text ?? '';
  });
  return (
    <span className={className === undefined ? 'select-box' : `select-box ${className}`}>
      <select ref={select} {...props}>
        {children}
      </select>
      <span className="select-shown" aria-hidden="true">
        <span ref={shown} className="select-text" />
      </span>
    </span>
  );
}
