/**
 * A page to draw a score sheet on, in millimetres from the top left of an A4 portrait page. The
 * PDF and the PNG draw the same layout through this, so they show the same sheet.
 */
export interface Surface {
  text(x: number, y: number, text: string, options?: TextOptions): void;
  line(x1: number, y1: number, x2: number, y2: number, width?: number): void;
  shade(x: number, y: number, width: number, height: number, gray: number): void;
  newPage(): void;
}

export interface TextOptions {
  /** Points. */
  readonly size?: number;
  readonly bold?: boolean;
  readonly align?: 'left' | 'right' | 'center';
  readonly color?: 'black' | 'red' | 'gray';
}

export const A4 = { width: 210, height: 297 } as const;
