import { GAME_NAMES } from './gameNames.ts';

/** The app shell: names the app and the games it scores. The table screen comes next. */
export function App() {
  return (
    <main className="shell">
      <h1>bridgepad</h1>
      <p className="tagline">The score pad for rubber bridge and its relatives.</p>
      <h2>Games</h2>
      <ul className="games">
        {GAME_NAMES.map(({ game, name }) => (
          <li key={game}>{name}</li>
        ))}
      </ul>
    </main>
  );
}
