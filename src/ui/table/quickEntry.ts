import { SEAT_NAME } from '../../engine/seats.ts';
import { formatContract } from '../../engine/strains.ts';
import type {
  BridgeDeal,
  BridgeMatch,
  Declarer,
  Doubling,
  Level,
  Strain,
  Tricks,
} from '../../engine/types.ts';
import { declarersFor, levelsFor, passOutBlocked, strainsFor } from './padLogic.ts';

/**
 * A deal typed by the score keeper, in the match file's words (docs/format.md): contract,
 * declarer and result, `4SX S -1`, `3NT W =`, `2H N +2`, `4S S 10` (tricks taken), or `P` for
 * passed out. Spaces are optional (`4ss=`), case does not matter, `N` stands for `NT` as in the
 * file. What this match cannot have is refused with a message naming the part as typed.
 */
export type QuickEntry = { ok: true; deal: BridgeDeal } | { ok: false; message: string };

const PASSED = /^(p|pass|passed|passed ?out)$/;
/** level, strain, doubling, declarer, result: each part optional so a missing one can be named. */
const DEAL = /^(\d*)\s*(nt|n|[cdhsybrog])?\s*(xx|x)?\s*([neswab])?\s*(.*)$/;

const refuse = (message: string): QuickEntry => ({ ok: false, message });

function list(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] ?? ''}`;
}

/** The tricks a result stands for: `=`, `made`, `+2`, `-1`, or a trick count 0-13. */
function readResult(text: string, needed: number): number | null | 'missing' {
  const result = text.replace(/\s+/g, '').replace('−', '-');
  if (result === '') return 'missing';
  if (result === '=' || result === 'm' || result === 'made') return needed;
  const relative = /^([+-])(\d{1,2})$/.exec(result);
  if (relative !== null) {
    const by = Number(relative[2]);
    return relative[1] === '+' ? needed + by : needed - by;
  }
  if (/^\d{1,2}$/.test(result)) return Number(result);
  return null;
}

export function parseQuickEntry(text: string, match: BridgeMatch): QuickEntry {
  const typed = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (typed === '') return refuse('Type a deal first: for example 4S S = or P for passed out.');
  if (PASSED.test(typed)) {
    const blocked = passOutBlocked(match);
    return blocked === null ? { ok: true, deal: { passed: true } } : refuse(blocked);
  }
  const parts = DEAL.exec(typed.replace('−', '-'));
  const [, levelText = '', strainText, doubledText, declarerText, resultText = ''] = parts ?? [];
  const levels = levelsFor(match);
  const strains = strainsFor(match);
  const declarers = declarersFor(match);
  if (levelText === '')
    return refuse(`"${text.trim()}" does not start with a level: type the contract first, as 4S.`);
  const level = Number(levelText);
  if (!levels.includes(level as Level))
    return refuse(`"${levelText}" is not a level here: contracts go from ${levels[0] ?? 1} to 7.`);
  const strainNames = strains.map((s) => s);
  if (strainText === undefined) {
    const next = typed.slice(levelText.length).trim().split(' ')[0] ?? '';
    return next === ''
      ? refuse(`Missing the strain after ${levelText}: use ${list(strainNames)}.`)
      : refuse(`"${next.toUpperCase()}" is not a strain here: use ${list(strainNames)}.`);
  }
  const strain = (strainText === 'n' ? 'NT' : strainText.toUpperCase()) as Strain;
  if (!strains.includes(strain))
    return refuse(`"${strainText.toUpperCase()}" is not a strain here: use ${list(strainNames)}.`);
  if (level === 0 && strain !== 'NT') return refuse('Level 0 is only Zero Notrump: 0NT.');
  const doubling: Doubling = doubledText === 'xx' ? 2 : doubledText === 'x' ? 1 : 0;
  const seatNames = declarers.map((d) => d);
  if (declarerText === undefined) {
    const next = resultText.trim().split(' ')[0] ?? '';
    return /^[a-z]/.test(next)
      ? refuse(`"${next.toUpperCase()}" is not a declarer here: use ${list(seatNames)}.`)
      : refuse(`Missing the declarer after the contract: use ${list(seatNames)}.`);
  }
  const declarer = declarerText.toUpperCase() as Declarer;
  if (!declarers.includes(declarer))
    return refuse(`"${declarer}" is not a declarer here: use ${list(seatNames)}.`);
  const needed = 6 + level;
  const tricks = readResult(resultText, needed);
  if (tricks === 'missing')
    return refuse('Missing the result: type =, +1 or -1 (or the tricks taken) after the declarer.');
  if (tricks === null)
    return refuse(
      `"${resultText.trim()}" is not a result: type = for made, +1 for an overtrick, -1 for one down, or the tricks taken.`,
    );
  if (tricks < 0 || tricks > 13) {
    const contract = formatContract({ level: level as Level, strain, doubling });
    return refuse(
      `${contract} by ${SEAT_NAME[declarer]} cannot end with ${tricks} tricks: the declarer takes from 0 to 13.`,
    );
  }
  return {
    ok: true,
    deal: {
      contract: { level: level as Level, strain, doubling },
      declarer,
      tricks: tricks as Tricks,
    },
  };
}

/**
 * A deal in the fewest key presses the field reads: "4SXS-1", "3NTW=", "P". With Enter, no
 * deal takes more than ten ("7NTXXW-13").
 */
export function typedForm(deal: BridgeDeal): string {
  if (deal.passed === true) return 'P';
  const made = deal.tricks - 6 - deal.contract.level;
  const result = made === 0 ? '=' : made > 0 ? `+${made}` : `${made}`;
  return `${formatContract(deal.contract)}${deal.declarer}${result}`;
}
