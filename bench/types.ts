/** One benchmark: what it measures, its target median in milliseconds, and the work. */
export interface BenchCase {
  readonly name: string;
  readonly target: number;
  readonly run: () => void | Promise<void>;
}

/** A figure measured another way (a count, a size), printed beside the timings. */
export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target: number;
}

/** A figure measured in the browser, said with its target and whether it meets it. */
export interface MetFigure {
  readonly name: string;
  readonly value: string;
  readonly target: string;
  readonly meets: boolean;
}

/** A section of figures: the lines printed under them, and the figures. */
export interface FigureSection {
  readonly figures: readonly MetFigure[];
  readonly details: readonly string[];
}
