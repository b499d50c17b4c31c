import type { Problem } from '../../engine/matchFile/problems.ts';
import { routeHref } from '../router.ts';

/**
 * What the table shows in place of a match it cannot show: none by that id on this device, or a
 * stored match that no longer reads (each problem named). Rare, so loaded only when wanted.
 */
export default function MatchUnread({ problems }: { problems: readonly Problem[] | null }) {
  if (problems === null) {
    return (
      <section className="missing">
        <h1>This match is not here</h1>
        <p>It may have been deleted, or opened from another device.</p>
        <a className="button" href={routeHref({ name: 'matches' })}>
          All matches
        </a>
      </section>
    );
  }
  return (
    <section className="missing">
      <h1>This match cannot be read</h1>
      <ul className="problems">
        {problems.map((p, i) => (
          <li key={i}>
            {p.path}: {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
