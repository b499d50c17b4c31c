// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName...) for component tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Saves reach the screen through IndexedDB live queries. On a busy machine that can take longer
// than Testing Library's default second, so findBy and waitFor wait up to three.
configure({ asyncUtilTimeout: 3_000 });
