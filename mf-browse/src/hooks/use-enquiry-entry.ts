import { useEntryPoint } from 'design-system/use-entry-point';
import type { EntryPoints } from 'site-contract';

/**
 * Where the site takes a visitor who wants to write to a listing's owner (the `enquiry` entry
 * point a remote of the deployment declares, issue 36), or undefined while unknown or when no
 * remote declares one (standalone): this remote links to it without naming its page.
 */
export function useEnquiryEntry(): EntryPoints['enquiry'] {
  return useEntryPoint('enquiry');
}
