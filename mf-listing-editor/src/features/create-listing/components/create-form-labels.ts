// The create page's words (the spec's), for a new listing's form and a draft's alike.
import { msg } from '@lingui/core/macro';

export const CREATE_FORM_LABELS = { title: msg`Create a Listing`, submitLabel: msg`Create Listing` } as const;
