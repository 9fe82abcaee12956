import type { StatField } from 'listing-domain';

/** The insights' four figures: their names, and how each line is drawn (a colour and a dash each, not colour alone). */
export const SERIES: readonly { field: StatField; label: string; color: string; dash?: number[] }[] = [
  { field: 'views', label: 'Views', color: '#1f5fbf' },
  { field: 'saves', label: 'Saves', color: '#b3261e', dash: [6, 3] },
  { field: 'enquiries', label: 'Enquiries', color: '#2e7d32', dash: [2, 3] },
  { field: 'viewings', label: 'Viewing requests', color: '#6a3d9a', dash: [10, 4, 2, 4] },
];
