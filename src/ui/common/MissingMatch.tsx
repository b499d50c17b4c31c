import { routeHref } from '../router.ts';

/** Where a screen of one match opens on a match that is not here (deleted, or never here). */
export function MissingMatch() {
  return (
    <section className="missing">
      <h1>This match is not here</h1>
      <a className="button" href={routeHref({ name: 'matches' })}>
        All matches
      </a>
    </section>
  );
}
