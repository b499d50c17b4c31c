/** PouchDB's browser build ships no types; src/sync/pouch.ts says what the mirror asks of it. */
declare module 'pouchdb-browser' {
  const PouchDB: unknown;
  export default PouchDB;
}
