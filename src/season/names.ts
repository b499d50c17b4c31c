/**
 * The one spelling a player's name is kept under (docs/rules.md, "The players' ledger"):
 * composed (NFC), with its spaces tidied. Two spellings of one person that differ otherwise
 * ("Zoe", "Zoë") stay two until merged.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}
