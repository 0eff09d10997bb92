/**
 * The eleventh held-out set of the shopping assistant (issue 19). Header to be completed.
 *
 * First run: (to be filled by the lead)
 */
export { HELDOUT_SINGLES } from './singles';
export { HELDOUT_CONVERSATIONS } from './conversations';
