/** When a message was sent, as a list shows it in `locale`: the time today, the day otherwise. */
export function timeLabel(date: Date | null, locale?: string, now = new Date()): string {
  if (!date) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(locale, {
        day: 'numeric',
        month: 'short',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      });
}

/**
 * A move-in day as the conversation shows it beside the messages' own dates (issue 53: it showed
 * "2026-12-15" beside "Nov 26"): "15 Dec 2026" in the reader's words; the text as typed when it is
 * not a day.
 */
export function dayLabel(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}
