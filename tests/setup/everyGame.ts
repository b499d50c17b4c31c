// Tests score and read matches of every game as they come, as code away from the table does
// (src/engine/everyGame.ts). tests/engine/everyGame.test.ts tests the first screen's way, where a
// game's scoring is loaded with its first match.
import '../../src/engine/everyGame.ts';
