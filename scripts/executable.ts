import { accessSync, constants } from 'node:fs';

/** Whether `path` is a file this user may run. */
export function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
