/** The address of the Viewings page, for the routes and the server's e-mails (which link to it). */
export const VIEWINGS_PATH = '/viewings';
