/**
 * The app's name, as a person meets it: the page's title, the installed app, the header, every
 * message that names the app, the files it saves and the club server's words. What was published
 * under the name bridgepad keeps it (docs/format.md): the file formats (`bridgepad.match`,
 * `bridgepad.backup` …), `x-bridgepad-*` fields, the database, cache and storage keys, the club's
 * document types, roles and design document, and the check code's header. Read here by every
 * layer; index.html, the manifest (vite.config.ts) and public/share-target.js spell it as written
 * here, and tests/build/appName.test.ts holds them to it.
 */
export const APP_NAME = 'WeThey';

/** What the app is, said after its name where a line introduces it. */
export const APP_DESCRIPTOR = 'rubber bridge score pad';

/** How every file the app saves begins (`WeThey-rubber-…`, `WeThey-backup-…`). */
export const FILE_PREFIX = APP_NAME;
