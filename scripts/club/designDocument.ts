import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * The club's design document, `_design/bridgepad` (docs/sync.md, "The design document"): its
 * `validate_doc_update` is bridgepad's own check of a club document (src/season/clubDocument.ts),
 * bundled with the validators it calls into one self-contained function, so that the server
 * refuses exactly what the app would.
 *
 * The function must run wherever CouchDB runs one: in Apache CouchDB 3's JavaScript engines
 * (SpiderMonkey 60 to 91, or QuickJS) and in express-pouchdb's. So its syntax is ES2017's, the
 * oldest those engines and CouchDB's function rewriter all read, and the few later built-ins the
 * validators call are defined first where the engine lacks them. It is one parenthesised function
 * expression, `(function bridgepadValidate(…) {…})`: Apache CouchDB's engines (QuickJS and
 * SpiderMonkey alike) compile only an anonymous function or a parenthesised one, and refuse a
 * named declaration on every write (HTTP 500 `compilation_error`).
 */

export const DESIGN_ID = '_design/bridgepad';

export interface DesignDocument {
  readonly _id: typeof DESIGN_ID;
  readonly language: 'javascript';
  readonly validate_doc_update: string;
}

/** The oldest JavaScript the function is written in (see above). */
export const FUNCTION_SYNTAX = 'es2017';

// From the module's own path, not through the URL class: a screen test's page has its own.
const HERE = dirname(fileURLToPath(import.meta.url));
const ENTRY = join(HERE, 'validateDocUpdate.ts');
const ROOT = join(HERE, '..', '..');
const GLOBAL_NAME = 'bridgepad';

/**
 * Later built-ins the validators use (ES2019 to ES2022), each defined as the standard says and
 * only where the engine lacks it; tests/club/designDocument.test.ts runs the function in a realm
 * without them. Apache CouchDB's QuickJS is built without Unicode's normalization tables, so it
 * has no `String.prototype.normalize` at all: there a name is compared as it is written (the app
 * writes names composed, as typed), which refuses nothing the app would take.
 */
const BUILT_INS = `
function define(o, k, v) {
  if (typeof o[k] !== 'function') Object.defineProperty(o, k, { value: v, writable: true, configurable: true });
}
function at(i) {
  var n = Math.trunc(i) || 0;
  if (n < 0) n += this.length;
  return n < 0 || n >= this.length ? undefined : this[n];
}
function flatOnce(list) {
  return list.reduce(function (out, item) { return out.concat(Array.isArray(item) ? item : [item]); }, []);
}
define(Object, 'hasOwn', function (o, k) { return Object.prototype.hasOwnProperty.call(Object(o), k); });
define(Object, 'fromEntries', function (entries) {
  var o = {};
  for (var entry of entries) o[entry[0]] = entry[1];
  return o;
});
define(Array.prototype, 'at', at);
define(Array.prototype, 'flatMap', function (f, that) { return flatOnce(this.map(f, that)); });
define(String.prototype, 'normalize', function () { return String(this); });
`;

interface Chunk {
  readonly type: string;
  readonly code?: string;
}

/** The one script a bundle made of, from whatever shape vite's build hands back. */
function codeOf(result: unknown): string {
  const outputs = Array.isArray(result) ? (result as unknown[]) : [result];
  for (const output of outputs) {
    const chunks = (output as { output?: readonly Chunk[] }).output ?? [];
    const chunk = chunks.find((c) => c.type === 'chunk' && typeof c.code === 'string');
    if (chunk?.code !== undefined) return chunk.code;
  }
  throw new Error('The design document was not built: the bundler wrote no script.');
}

let bundled: Promise<string> | undefined;

/**
 * The validators as one script that sets `var bridgepad = { validate }`: built once a process
 * (about a second), with vite's own bundler, minified, in ES2017 syntax.
 */
export function validationBundle(): Promise<string> {
  bundled ??= build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: FUNCTION_SYNTAX,
      minify: true,
      emptyOutDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: GLOBAL_NAME },
    },
  }).then(codeOf);
  return bundled;
}

/**
 * The `validate_doc_update` function's source for one club. The bundle is evaluated once and kept
 * on the function itself where the engine allows it (express-pouchdb compiles the function for
 * every write, CouchDB once), and the club's name is written in, since not every server tells the
 * function which database it guards.
 */
export async function validateSource(club: string): Promise<string> {
  const bundle = (await validationBundle()).trim();
  const head = `var ${GLOBAL_NAME}=`;
  if (!bundle.startsWith(head) || !bundle.endsWith(';'))
    throw new Error('The design document was not built: the bundle is not one variable.');
  const library = bundle.slice(head.length, -1);
  return [
    '(function bridgepadValidate(newDoc, oldDoc, userCtx, secObj) {',
    `var lib = bridgepadValidate.lib || (bridgepadValidate.lib = (function () {${BUILT_INS}return ${library};})());`,
    `lib.validate(${JSON.stringify(club)}, newDoc, oldDoc, userCtx, secObj);`,
    '})',
  ].join('\n');
}

export async function designDocument(club: string): Promise<DesignDocument> {
  return {
    _id: DESIGN_ID,
    language: 'javascript',
    validate_doc_update: await validateSource(club),
  };
}
