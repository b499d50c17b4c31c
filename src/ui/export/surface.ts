/**
 * A page to draw a score sheet on, in millimetres from the top left of an A4 portrait page. The
 * PDF and the PNG draw the same layout through this, in the same font, so they show the same sheet.
 */
export interface Surface {
  /** Draws text with its baseline at y. */
  text(x: number, y: number, text: string, options?: TextOptions): void;
  /** How wide text would be drawn with these options, in millimetres. */
  measure(text: string, options?: TextOptions): number;
  line(x1: number, y1: number, x2: number, y2: number, width?: number): void;
  shade(x: number, y: number, width: number, height: number, gray: number): void;
  newPage(): void;
}

export interface TextOptions {
  /** Points. */
  readonly size?: number;
  readonly bold?: boolean;
  readonly align?: 'left' | 'right' | 'center';
  readonly color?: TextColor;
}

export type TextColor = 'black' | 'red' | 'gray';

export const TEXT_RGB: Readonly<Record<TextColor, readonly [number, number, number]>> = {
  black: [0, 0, 0],
  red: [192, 22, 44],
  gray: [110, 110, 110],
};

export const A4 = { width: 210, height: 297 } as const;

export const MM_PER_POINT = 25.4 / 72;
