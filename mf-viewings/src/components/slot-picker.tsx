// The free slots of a home, to pick one: a month calendar with the days that have free times
// (react-day-picker), the chosen day's times, and on desktop the week from that day at a glance.
// Times are shown in the home's zone, whatever the reader's own.
import { calendarDayLabel } from 'design-system/calendar-labels';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { Slot } from '../api/viewing-times/viewing-slots.ts';
import { clockLabel, dayLabel } from '../api/viewings/viewing-time-label.ts';
import { formNoteClass } from 'design-system/form-layout';
import styles from './viewing-pages.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageDatesLocale } from '../i18n/i18n.ts';
import { useCalendarLocale } from 'design-system/calendar-locale';

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar's day (a Date at local midnight) as the slots' yyyy-mm-dd. */
const keyOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** A yyyy-mm-dd as the calendar's Date. */
const dateOf = (key: string) =>
  new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
const nextDay = (key: string, by: number) => {
  const date = dateOf(key);
  date.setDate(date.getDate() + by);
  return keyOf(date);
};

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A day of the week at a glance: "Mon, Nov 30" (the heading above says the year). */
const weekdayLabel = (date: Date, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(date);

function SlotButtons({
  slots,
  zone,
  chosen,
  onChoose,
}: {
  slots: readonly Slot[];
  zone: string;
  chosen: number | null;
  onChoose: (start: number) => void;
}) {
  const { i18n } = useLingui();
  const locale = pageDatesLocale(i18n.locale);
  return (
    <ul className={styles.slots}>
      {slots.map((slot) => (
        <li key={slot.start}>
          <button
            type="button"
            className={styles.slot}
            aria-pressed={chosen === slot.start}
            aria-label={`${clockLabel(slot.start, zone, locale)}, ${dayLabel(slot.start, zone, locale)}`}
            onClick={() => onChoose(slot.start)}
          >
            {clockLabel(slot.start, zone, locale)}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SlotPicker({
  slots,
  zone,
  day,
  onDay,
  chosen,
  onChoose,
}: {
  slots: readonly Slot[];
  zone: string;
  day: string;
  onDay: (day: string) => void;
  chosen: number | null;
  onChoose: (start: number) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = pageDatesLocale(i18n.locale);
  const calendarLocale = useCalendarLocale(locale);
  const shownDay = dayLabel(dateOf(day), localZone(), locale);
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) byDay.set(slot.day, [...(byDay.get(slot.day) ?? []), slot]);
  const first = slots[0]?.day;
  const last = slots.at(-1)?.day;
  const week = Array.from({ length: 7 }, (_, i) => nextDay(day, i));
  const daySlots = byDay.get(day) ?? [];
  return (
    <div className={styles.booking}>
      <DayPicker
        mode="single"
        aria-label={t`Day of the viewing`}
        locale={calendarLocale}
        selected={dateOf(day)}
        defaultMonth={dateOf(day)}
        startMonth={first ? dateOf(first) : undefined}
        endMonth={last ? dateOf(last) : undefined}
        disabled={(date: Date) => !byDay.has(keyOf(date))}
        labels={{ labelDayButton: (date: Date) => calendarDayLabel(date, locale) }}
        onSelect={(date) => {
          if (date) onDay(keyOf(date));
        }}
      />
      {/* Phones: the chosen day's times. */}
      <div className={styles.dayOnly}>
        <h2 className={styles.subheading}>
          <Trans>Free times on {shownDay}</Trans>
        </h2>
        {daySlots.length ? (
          <SlotButtons slots={daySlots} zone={zone} chosen={chosen} onChoose={onChoose} />
        ) : (
          <p className={formNoteClass}>
            <Trans>No free times this day: choose a day marked in the calendar.</Trans>
          </p>
        )}
      </div>
      {/* Desktop: the week from the chosen day at a glance. */}
      <div className={styles.week}>
        <h2 className={styles.subheading}>
          <Trans>Free times from {shownDay}</Trans>
        </h2>
        <div className={styles.weekDays}>
          {week.map((key) => (
            <div key={key} className={styles.weekDay}>
              <h3>{weekdayLabel(dateOf(key), locale)}</h3>
              {(byDay.get(key) ?? []).length === 0 ? (
                <span className={styles.muted}>
                  <Trans>No times</Trans>
                </span>
              ) : (
                <SlotButtons slots={byDay.get(key) ?? []} zone={zone} chosen={chosen} onChoose={onChoose} />
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
