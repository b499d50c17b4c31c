import type { SetupFailure } from './setUp.ts';

/** The sentence that says why a club's setup stopped (docs/style.md, rule 24). */
export function setupFailureText(failure: SetupFailure, server: URL, club: string): string {
  const at = server.href;
  switch (failure.reason) {
    case 'unreachable':
      return `Cannot reach ${at} (${failure.detail}): is the address right, and is CouchDB running?`;
    case 'notCouch':
      return `${at} answered (HTTP ${failure.status}), but not as CouchDB does: give CouchDB's own address, like https://club.example.org/couchdb.`;
    case 'adminRefused':
      return `${at} refused the admin ${failure.name}: the name or the password is wrong.`;
    case 'notAdmin':
      return `${failure.name} is not a server admin of ${at}: setting a club up takes one.`;
    case 'clubName':
      return `CouchDB refuses the club name "${club}"${failure.detail === '' ? '' : ` (${failure.detail})`}.`;
    case 'noUsers':
      return `${at} has no _users database yet: finish CouchDB's own setup (a single node) first.`;
    case 'refused':
      return `${at} refused ${failure.what} (HTTP ${failure.status}${failure.detail === '' ? '' : `: ${failure.detail}`}).`;
    case 'trial': {
      const answered = `HTTP ${failure.status}${failure.detail === '' ? '' : `: ${failure.detail}`}`;
      const what =
        failure.step === 'invalid'
          ? `a match in a layout the club does not take was not refused with the club's reason (${answered})`
          : failure.step === 'valid'
            ? `a valid trial match was not taken (${answered})`
            : `the trial match was not deleted (${answered})`;
      return `The design document is on ${at}, but the club does not work: ${what}. Members' devices could not write to club ${club}.`;
    }
  }
}
