// The weekly part of a home's viewing times (issue 86): each weekday on its own row, with its own
// hours once ticked, so Wednesday 14:00–16:00 sits beside Saturday 10:00–12:00. A newly ticked day
// starts with the hours last set, so "every day 9 to 6" is one pair of times and six ticks.
import { Checkbox } from 'design-system/checkbox';
import { FieldProblem } from 'design-system/field';
import { useId } from 'react';
import { WEEKDAYS, type Hours, type Weekday } from '../../../api/viewing-times/viewing-times.ts';
import { ClockInput } from '../../../components/clock-input.tsx';
import { WEEKDAY_LABELS } from '../../../components/viewing-words.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from '../../../components/viewing-pages.module.css';

export interface WeeklyHours {
  /** The days offered, in order. */
  days: Weekday[];
  /** Each weekday's hours, Monday first (kept for unticked days too, so a tick brings them back). */
  hours: Hours[];
  /** The hours a newly ticked day starts with: the last ones set. */
  last: Hours;
}

/** `weekly` with `day` ticked or not. */
export function tickDay(weekly: WeeklyHours, day: Weekday, on: boolean): WeeklyHours {
  if (!on) return { ...weekly, days: weekly.days.filter((d) => d !== day) };
  const hours = weekly.hours.map((h, i) => (i === day - 1 ? weekly.last : h));
  return { ...weekly, days: [...weekly.days, day].sort((a, b) => a - b), hours };
}

/** `weekly` with one end of `day`'s hours moved. */
export function setDayHours(weekly: WeeklyHours, day: Weekday, end: keyof Hours, clock: string): WeeklyHours {
  const changed = { ...weekly.hours[day - 1]!, [end]: clock };
  return { ...weekly, hours: weekly.hours.map((h, i) => (i === day - 1 ? changed : h)), last: changed };
}

export function WeeklyHoursFields({
  value,
  onChange,
  daysProblem,
  hoursProblems,
}: {
  value: WeeklyHours;
  onChange: (next: WeeklyHours) => void;
  daysProblem?: string;
  /** What is wrong with a day's hours, by weekday. */
  hoursProblems: Partial<Record<Weekday, string>>;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <fieldset className={styles.days} aria-describedby={daysProblem ? `${id}-problem` : undefined}>
        <legend>
          <Trans>Days and hours</Trans>
        </legend>
        {WEEKDAYS.map((day) => {
          const name = t(WEEKDAY_LABELS[day]);
          const on = value.days.includes(day);
          const hours = value.hours[day - 1]!;
          const problem = hoursProblems[day];
          const problemId = `${id}-${day}`;
          return (
            <div key={day} className={styles.dayRow}>
              <Checkbox label={name} checked={on} onChange={(tick) => onChange(tickDay(value, day, tick))} />
              {on ? (
                <span className={styles.dayHours}>
                  <ClockInput
                    aria-label={t`${name} from`}
                    value={hours.from}
                    aria-invalid={problem ? true : undefined}
                    onChange={(clock) => onChange(setDayHours(value, day, 'from', clock))}
                  />
                  <span aria-hidden="true">
                    <Trans>to</Trans>
                  </span>
                  <ClockInput
                    aria-label={t`${name} to`}
                    value={hours.to}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${problemId}-problem` : undefined}
                    onChange={(clock) => onChange(setDayHours(value, day, 'to', clock))}
                  />
                </span>
              ) : null}
              {on ? <FieldProblem fieldId={problemId} problem={problem} /> : null}
            </div>
          );
        })}
      </fieldset>
      <FieldProblem fieldId={id} problem={daysProblem} />
    </>
  );
}
