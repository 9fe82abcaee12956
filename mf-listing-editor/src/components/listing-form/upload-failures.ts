// What a failed photo upload says on the create form (spec section 8: its own wording, trailing
// space included) and on the edit form.
export const CREATE_UPLOAD_FAILURE = 'Images not uploaded cause size of Image is too large ';
export const EDIT_UPLOAD_FAILURE = 'Images not uploaded';
