import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatField } from 'listing-domain';

/** The insights' four figures: their names, and how each line is drawn (a colour and a dash each, not colour alone). */
export const SERIES: readonly { field: StatField; label: MessageDescriptor; color: string; dash?: number[] }[] = [
  { field: 'views', label: msg`Views`, color: '#1f5fbf' },
  { field: 'saves', label: msg`Saves`, color: '#b3261e', dash: [6, 3] },
  { field: 'enquiries', label: msg`Enquiries`, color: '#2e7d32', dash: [2, 3] },
  { field: 'viewings', label: msg`Viewing requests`, color: '#6a3d9a', dash: [10, 4, 2, 4] },
];
