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
