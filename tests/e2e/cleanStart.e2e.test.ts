// The bench's offline start (scripts/measure/cleanStart.ts), run once against the built app: a browser of
// its own with nothing but the protocol attached, the service worker in control, the server gone.
import { describe, expect, test } from 'vitest';
import {
  checkedCleanStart,
  cleanOfflineProfile,
  cleanStart,
} from '../../scripts/measure/cleanStart.ts';
import { longer } from '../../scripts/limits.ts';
import { distDir } from './harness.ts';

describe("the bench's clean offline start", () => {
  test(
    'opens the started rubber offline, answered by the service worker, and traces one',
    async () => {
      const profile = await cleanOfflineProfile(distDir);
      try {
        expect(profile.startUrl).toMatch(/#\/match\/[^/]+$/);
        const start = await checkedCleanStart(profile, 'the start');
        expect(start.controlled).toBe(true);
        expect(start.online).toBe(false);
        // How fast is the bench's to say (npm run bench); here, only that it was timed.
        expect(start.ms).toBeGreaterThan(0);
        const traced = await cleanStart(profile, { trace: true });
        expect(traced.controlled).toBe(true);
        // The app's own script is named in the breakdown of its main thread.
        expect([...(traced.breakdown ?? new Map<string, number>()).keys()]).toContainEqual(
          expect.stringMatching(/\(app\.js\)$/),
        );
      } finally {
        await profile.dispose();
      }
    },
    // A profile made ready, then two starts, each a browser of its own.
    longer(180_000),
  );
});
