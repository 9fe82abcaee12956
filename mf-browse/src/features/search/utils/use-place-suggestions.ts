import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { placeSuggestionsQuery } from '../../../api/places/place-suggestions-query.ts';
import { numbersLocale } from '../../../components/listing-words.ts';

/** How long typing pauses before places are looked up. */
const TYPING_PAUSE_MS = 250;

/**
 * Places to suggest for the place being typed (issue 35, defect 6), looked up once typing pauses;
 * kept per text, so going back over a word asks nothing again. None while nothing is typed. Named
 * in the page's language (issue 88).
 */
export function usePlaceSuggestions(text: string): string[] {
  const { i18n } = useLingui();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(placeSuggestionsQuery(settled, numbersLocale(i18n)));
  return settled.trim().length >= 2 ? (query.data ?? []) : [];
}
