// The create page's own address for a draft (issue 52): this remote's route, with the draft's id.
import { listingParamEntryUrl } from 'site-contract';
import { entries } from '../../../app/entries.ts';

export const draftFormUrl = (draftId: string) => listingParamEntryUrl(entries.draft, draftId);
