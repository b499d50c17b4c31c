import { APP_NAME } from '../../engine/appName.ts';
import { routeHref } from '../router.ts';

/**
 * Beside the rules, for players: what a screen reader hears at the table, the keys, and the
 * table's own voice (docs/accessibility.md says the same for those who build it). Loaded when
 * opened, like the rules.
 */
export default function AccessScreen() {
  return (
    <section className="rules access" aria-labelledby="access-title">
      <div className="screen-head">
        <h1 id="access-title">Using {APP_NAME} with a screen reader</h1>
        <a className="button" href={routeHref({ name: 'rules', id: null })}>
          Scoring rules
        </a>
      </div>
      <p>
        Everything can be done by touch, by keys or with a screen reader (VoiceOver, TalkBack, NVDA,
        JAWS), and the table can speak for itself with no screen reader at all.
      </p>

      <h2>At the table</h2>
      <ul>
        <li>
          The score line under the sheet (&ldquo;WE 120 · THEY 500 · In progress&rdquo;) is a
          status: your screen reader says it again when a deal changes it.
        </li>
        <li>
          After each deal the pad&rsquo;s message says what was written, and a game, rubber or match
          it ended: &ldquo;Deal 4 saved: 3NT by West made, 600 to THEY. THEY win the rubber 2–1; WE
          by 1120, 11 on the back score.&rdquo; It is read when the screen reader is free, and
          offers Undo (then Redo).
        </li>
        <li>
          The pad&rsquo;s buttons are named as players say them: &ldquo;4 spades&rdquo; in the
          Contract group, &ldquo;Declarer North (Ian)&rdquo;, &ldquo;X: doubled&rdquo;, &ldquo;made
          620: exactly 10 tricks&rdquo; in the Result group, &ldquo;Passed out&rdquo;. The line
          under the results says what is still missing, or what a tap will write.
        </li>
        <li>
          &ldquo;Before the next deal&rdquo; gives each side&rsquo;s vulnerability and what it
          needs; each entry on the sheet and each deal in the Deals list is named in full, with the
          deal it came from.
        </li>
        <li>A problem (a deal that cannot be written, storage in trouble) is said at once.</li>
      </ul>

      <h2>Keys</h2>
      <ul>
        <li>Tab goes from group to group: the contracts, the declarers, doubling, the results.</li>
        <li>
          In the contract grid and among the results the arrow keys move, Home and End go to the
          row&rsquo;s ends, Enter or Space chooses.
        </li>
        <li>
          <strong>Type a deal</strong>: the contract, declarer and result, then Enter (
          <kbd>4SX S -1</kbd>, <kbd>3NT W =</kbd>, <kbd>2H N +2</kbd>, <kbd>P</kbd> for passed out).
          The field keeps the focus for the next deal; what it cannot read is explained.
        </li>
        <li>
          <kbd>S</kbd>, anywhere but in a text field, says the score. Escape closes the ⋯ menu.
        </li>
        <li>
          A key is always taken at once: only a finger&rsquo;s repeated tap on the same spot just
          after a deal is written is let go, so that it never writes a second deal.
        </li>
      </ul>

      <h2>The table&rsquo;s voice</h2>
      <ul>
        <li>
          <strong>Read each deal aloud</strong> (Settings, At the table) says each deal as it is
          written: &ldquo;Four spades by North, made: WE 120 below, game. Both need 100.&rdquo;
        </li>
        <li>
          <strong>Say the score</strong> (the button under the sheet, or <kbd>S</kbd>) says the
          standing at any time.
        </li>
        <li>
          In <a href={routeHref({ name: 'settings' })}>Settings → Voice</a> choose the
          device&rsquo;s voice, how fast it speaks, and how much it says: the result only; the
          result and the totals; or the whole state (vulnerability and what each side needs). Try it
          speaks a sample. A voice chosen on another device, from a backup, is said to be missing,
          and the device&rsquo;s default voice speaks instead.
        </li>
        <li>
          Each line waits for the one before it to end. Tap Say the score again while it is speaking
          and it stops and starts afresh.
        </li>
        <li>
          The voice works offline. Where a screen reader is also speaking, you may prefer to leave
          Read each deal aloud off: the pad&rsquo;s message says the same.
        </li>
      </ul>

      <h2>What is checked</h2>
      <p>
        Every control has a name, and {APP_NAME}&rsquo;s tests use the app as a screen reader would,
        finding every button, field and message by its role and name. The browser tests also run an
        accessibility checker over the matches list, New match, the table and Settings on a
        phone&rsquo;s screen.
      </p>
    </section>
  );
}
