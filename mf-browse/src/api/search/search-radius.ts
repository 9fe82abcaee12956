// The distances a search around a place offers (issue 51), in km: the address (`km=`), the filters'
// choice and the query agree on them. Alone, so the page's own code can name them without the
// search's code.
export const RADIUS_CHOICES_KM: readonly number[] = [1, 3, 5, 10, 25];
