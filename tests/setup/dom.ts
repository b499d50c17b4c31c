// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName...) for component tests.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { limits } from '../../scripts/limits.ts';

// Saves reach the screen through IndexedDB live queries, and the code a tap needs first is loaded
// (and, under Vitest, compiled) then. On a busy two-core machine that has taken over three
// seconds, so findBy and waitFor wait up to limits.screenWait; a test that passes waits no longer.
configure({ asyncUtilTimeout: limits.screenWait });
