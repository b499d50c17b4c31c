// Dexie's live queries only run where a global indexedDB exists: give node one (in memory).
// Each test still opens its own fresh IDBFactory (tests/db/helpers.ts).
import 'fake-indexeddb/auto';
