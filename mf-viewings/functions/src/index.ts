// mf-viewings's server code (issue 52; a functions codebase of its own, deployed with its slice):
// the listing's time zone for its viewing times, what follows each viewing's change, and the task
// that sends a person's viewing news gathered into one e-mail. Function names are unique across
// the site's codebases: each starts with the slice's name.
export { viewingsListingMoved, viewingsTimeZone } from './times/time-zone.ts';
export { viewingsChanges } from './viewings/viewing-changes.ts';
export { viewingsMailDigest } from './viewings/viewing-mail-task.ts';
export { viewingsAccountDeleted, viewingsListingGone } from './account/viewings-ended-triggers.ts';
