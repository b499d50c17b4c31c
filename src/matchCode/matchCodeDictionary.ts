/**
 * The preset dictionary of the match code's deflate stream (docs/format.md, "The match code"):
 * pieces of a match file that most matches repeat, so that even the first deal and the header
 * compress. It is the fragments below joined with nothing between them, ASCII, 917 bytes.
 *
 * LOUD: version 1 of the match code is defined with exactly these bytes. Changing one character
 * makes every code already shown unreadable: a new dictionary is a new version (BP2).
 */
export const MATCH_CODE_DICTIONARY = [
  '{"format":"bridgepad.match","version":1,"id":"","createdAt":"2026-","updatedAt":"2026-",',
  '"game":"rubber","chicago","duplicate","bridgette","sixdeal","rummy",',
  '"rules":{"variant":"gin","target":500},"vulnerability":"cavendish","deck":"gorbyx5",',
  '"players":{"A":"","B":""},"finished":false,',
  '"competition":{"name":"","round":"Round ","organiser":"","email":"","address":"","due":"2026-"},',
  '"sent":"2026-","game":"kapiti","rules":{"honors":true,"deck":"standard","deals":30},',
  '"players":{"N":"","E":"","S":"","W":""},"we":"NS","firstDealer":"N",',
  '"deals":[{"out":0,"points":[0,"rummy":false},{"passed":true,"board":1,"vulnerable":"both"},',
  '{"contract":"4S","declarer":"N","tricks":10,"honors":{"side":"NS","points":100}},',
  '{"passed":true},{"contract":"3NT","declarer":"E","tricks":9},',
  '{"contract":"2HX","declarer":"S","tricks":8},{"contract":"1D","declarer":"W","tricks":7},',
  '{"contract":"5CXX","declarer":"N","tricks":11}],"finished":true}',
].join('');
