import { cleanup } from '@testing-library/react';
import { leaveNothingRunning } from './clubWorld.ts';

/**
 * The end of a screen test with a club: the screens taken down, then the sync stopped and the club
 * forgotten (leaveNothingRunning). The other way round, Settings → Club, still showing, would see
 * the device leave and ask the club's server, through the browser's fetch, whom it knows this
 * browser as.
 */
export async function closeScreensAndClub(): Promise<void> {
  cleanup();
  await leaveNothingRunning();
}
