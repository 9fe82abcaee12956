// Where a page starts for keyboard and screen reader users. After a route change the shell moves
// the focus to the new page's h1, unless the page marks an element above it with this attribute
// (a listing page, whose photos and heart come before its title): then that element takes the
// focus, and Tab goes on from the top of the page. The element needs an accessible name
// (aria-labelledby its heading) and tabindex -1.
export const PAGE_START_ATTRIBUTE = 'data-page-start';
