import { BackToTable, OneMatch } from '../common/OneMatch.tsx';
import { routeHref } from '../router.ts';
import { AgreeByCode } from './AgreeByCode.tsx';
import { ShowMatch } from './ShowMatch.tsx';

/**
 * Show match, from the table's ⋯: the whole match as a QR code straight away, for the other
 * device to join or compare (docs/format.md, "The match code").
 */
export default function ShowScreen({ id }: { id: string }) {
  return (
    <OneMatch id={id}>
      {(match) => (
        <section className="show-screen" aria-labelledby="show-match-title">
          <BackToTable id={id} />
          <ShowMatch match={match} initiallyShowing messagesHere />
          <AgreeByCode match={match} id={id} />
          <p>
            <a href={routeHref({ name: 'compare', id })}>Compare with another device</a>: read its
            code here.
          </p>
        </section>
      )}
    </OneMatch>
  );
}
