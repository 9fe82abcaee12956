import { useEntryPoint } from 'design-system/use-entry-point';
import { listingParamEntryUrl } from 'site-contract';

/**
 * Where the site takes a person who wants to see a home (`viewing`) and the home's owner who
 * offers its viewing times (`viewingTimes`), for `listingId` (issue 52): entry points the viewings
 * slice declares, so this remote links to them without naming its pages. Null while unknown or
 * when no remote of the deployment declares them (standalone).
 */
export function useViewingEntries(listingId: string): { book: string | null; times: string | null } {
  const viewing = useEntryPoint('viewing');
  const viewingTimes = useEntryPoint('viewingTimes');
  return {
    book: viewing ? listingParamEntryUrl(viewing, listingId) : null,
    times: viewingTimes ? listingParamEntryUrl(viewingTimes, listingId) : null,
  };
}
