/**
 * PouchDB for Node and its in-memory store ship no types; the tests use them as src/sync/pouch.ts
 * says.
 */
declare module 'pouchdb-node' {
  const PouchDB: {
    plugin(plugin: unknown): void;
    new (
      name: string,
      options?: {
        readonly adapter?: string;
        /** A club's database is made by the club's setup, never by a device. */
        readonly skip_setup?: boolean;
        /** A member signed in, for a database reached over HTTP. */
        readonly auth?: { readonly username: string; readonly password: string };
      },
    ): unknown;
  };
  export default PouchDB;
}
declare module 'pouchdb-adapter-memory' {
  const memory: unknown;
  export default memory;
}
