// The create page's words (the spec's), for a new listing's form and a draft's alike.
export const CREATE_FORM_LABELS = { title: 'Create a Listing', submitLabel: 'Create Listing' } as const;
