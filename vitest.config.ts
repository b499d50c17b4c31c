import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Under CI a JSON report is written too, so .ci/run can print the totals of every runner. */
const reportFile = process.env.BRIDGEPAD_TEST_REPORT;

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/indexedDb.ts'],
    reporters: reportFile ? ['default', 'json'] : ['default'],
    ...(reportFile ? { outputFile: { json: reportFile } } : {}),
  },
});
