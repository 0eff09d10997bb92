/**
 * The follow-up kinds, loaded in the order they are tried: a pointer at shown products first,
 * then a change to the last flight search, then going back to a list shown before, then a refinement of the shopping need. Each file
 * registers itself; add a kind by adding its file here.
 */
import './product-reference';
import './product-colour';
import './flight-follow-up';
import './list-recall';
import './shopping-refinement';

export { readFollowUp, type FollowUpReading } from './registry';
