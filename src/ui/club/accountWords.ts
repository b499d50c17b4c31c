import type { AccountFailure } from '../../sync/accounts.ts';

/** Why an account's change did not happen, in a sentence (docs/style.md, rule 24). */
export function accountWords(error: AccountFailure): string {
  switch (error.reason) {
    case 'unreachable':
      return "The club's server could not be reached: nothing was changed. Try again when the device is online.";
    case 'signedOut':
      return 'Signed out of the club: sign in again, then try again.';
    case 'refused':
      return `The club's server refused it: ${error.detail}`;
    case 'notFound':
      return `The server has no account named ${error.name}.`;
    case 'taken':
      return `${error.name} is a member already.`;
    case 'badName':
      return `"${error.name}" cannot be a member's name: give a name with no spaces around it that does not start with "_".`;
    case 'shortPassword':
      return `A password needs at least ${error.least} characters.`;
    case 'changedNotSignedIn':
      return "The password was changed, but the club's server has not yet signed this device in with it: sign in again with the new password in a minute.";
    case 'notServer':
      return "The club's server did not answer as a club's server does: nothing was changed.";
  }
}
