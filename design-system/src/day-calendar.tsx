// The calendar of a day field, loaded when it is first opened (react-day-picker and its styles
// are not in any page's first load).
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { calendarDayLabel } from './calendar-labels.tsx';
import { dayDate, isoDay } from './day-text.ts';
import styles from './day-field.module.css';

export interface DayCalendarProps {
  /** The ISO day chosen, if any (the month shown first). */
  value: string;
  /** The first day that may be chosen (ISO), if any. */
  min?: string | undefined;
  label: string;
  onChoose: (value: string) => void;
}

export default function DayCalendar({ value, min, label, onChoose }: DayCalendarProps) {
  const selected = dayDate(value) ?? undefined;
  const first = min ? (dayDate(min) ?? undefined) : undefined;
  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      aria-label={label}
      selected={selected}
      defaultMonth={selected ?? first}
      disabled={first ? { before: first } : undefined}
      autoFocus
      labels={{ labelDayButton: (date: Date) => calendarDayLabel(date) }}
      onSelect={(day) => {
        if (day) onChoose(isoDay(day));
      }}
    />
  );
}
