/**
 * PouchDB for Node and its in-memory store ship no types; the tests use them as src/sync/pouch.ts
 * says.
 */
declare module 'pouchdb-node' {
  const PouchDB: {
    plugin(plugin: unknown): void;
    new (name: string, options?: { readonly adapter?: string }): unknown;
  };
  export default PouchDB;
}
declare module 'pouchdb-adapter-memory' {
  const memory: unknown;
  export default memory;
}
