/**
 * Each player's name as a narrow column heads it: the first word ("Zoë" for "Zoë Ngāti Māori"),
 * with the next word's initial where two players share a first word ("Ann S.", "Ann J.").
 */
export function columnNames(players: readonly string[]): string[] {
  const words = players.map((name) => name.trim().split(/\s+/));
  const first = words.map((w) => w[0] ?? '');
  return words.map((w, i) => {
    const shared = first.filter((f) => f === first[i]).length > 1;
    const next = w[1];
    return shared && next !== undefined ? `${first[i]} ${next.charAt(0)}.` : (first[i] ?? '');
  });
}
