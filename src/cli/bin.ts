// `npm run cli`: the command line's entry point (docs/format.md). Everything it does is in main.ts.
import { main } from './main.ts';

main();
