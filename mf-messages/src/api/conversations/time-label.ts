/** When a message was sent, as a list shows it: the time today, the day otherwise. */
export function timeLabel(date: Date | null, now = new Date()): string {
  if (!date) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      });
}
