// The calendar of a day field, loaded when it is first opened (react-day-picker and its styles
// are not in any page's first load).
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { calendarDayLabel } from './calendar-labels.tsx';
import { useCalendarLocale } from './calendar-locale.tsx';
import { dayDate, isoDay } from './day-text.ts';
import styles from './day-field.module.css';

export interface DayCalendarProps {
  /** The ISO day chosen, if any (the month shown first). */
  value: string;
  /** The first day that may be chosen (ISO), if any. */
  min?: string | undefined;
  label: string;
  /** The language its dates are written in (undefined: the reader's own, in English). */
  locale?: string | undefined;
  onChoose: (value: string) => void;
}

export default function DayCalendar({ value, min, label, locale, onChoose }: DayCalendarProps) {
  const calendarLocale = useCalendarLocale(locale);
  const selected = dayDate(value) ?? undefined;
  const first = min ? (dayDate(min) ?? undefined) : undefined;
  return (
    <DayPicker
      className={styles.calendar}
      mode="single"
      aria-label={label}
      locale={calendarLocale}
      selected={selected}
      defaultMonth={selected ?? first}
      disabled={first ? { before: first } : undefined}
      autoFocus
      labels={{ labelDayButton: (date: Date) => calendarDayLabel(date, locale) }}
      onSelect={(day) => {
        if (day) onChoose(isoDay(day));
      }}
    />
  );
}
