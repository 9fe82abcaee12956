import { Button } from 'design-system/button';
import { DayField } from 'design-system/day-field';
import { Field } from 'design-system/field';
import { useId, useState } from 'react';
import { ONE_OFF_MAX } from '../../../api/viewing-times/viewing-times.ts';
import { ClockInput } from '../../../components/clock-input.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageDatesLocale } from '../../../i18n/i18n.ts';

/** "2026-12-05T10:30" as people read it: "Sat, 5 Dec 2026, 10:30" (in `locale`'s way). */
function oneOffLabel(time: string, locale: string | undefined): string {
  const [day = '', clock = ''] = time.split('T');
  const [year = 0, month = 1, dayOfMonth = 1] = day.split('-').map(Number);
  const date = new Date(year, month - 1, dayOfMonth);
  const when = date.toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return `${when}, ${clock}`;
}

/**
 * The one-off times a home is shown at beside the weekly ones (issue 52): a day and a time, added
 * to a list the owner can take any of off again; saved with the rest of the form.
 */
export function OneOffTimes({ value, onChange }: { value: readonly string[]; onChange: (times: string[]) => void }) {
  const { t, i18n } = useLingui();
  const locale = pageDatesLocale(i18n.locale);
  const ids = { day: useId(), time: useId() };
  const [day, setDay] = useState('');
  const [clock, setClock] = useState('10:00');
  const [problem, setProblem] = useState<string>();
  const today = new Date();
  const min = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  function add() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setProblem(t`Choose the day of the one-off time.`);
    if (!/^\d{2}:\d{2}$/.test(clock)) return setProblem(t`Choose the time of the one-off time.`);
    if (value.length >= ONE_OFF_MAX) return setProblem(t`At most ${ONE_OFF_MAX} one-off times.`);
    const time = `${day}T${clock}`;
    setProblem(undefined);
    if (!value.includes(time)) onChange([...value, time].sort());
  }

  return (
    <fieldset className={styles.oneOff}>
      <legend>
        <Trans>One-off times</Trans>
      </legend>
      <p className={formNoteClass}>
        <Trans>Times beside the weekly ones, each one viewing long.</Trans>
      </p>
      {value.length > 0 ? (
        <ul className={styles.oneOffList}>
          {value.map((time) => {
            const label = oneOffLabel(time, locale);
            return (
              <li key={time}>
                <span>{label}</span>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t`Remove ${label}`}
                  onClick={() => onChange(value.filter((other) => other !== time))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.hours}>
        <Field label={t`Day`} id={ids.day} problem={problem}>
          <DayField
            id={ids.day}
            value={day}
            min={min}
            onChange={setDay}
            calendarLabel={t`Choose the day on a calendar`}
            loadingLabel={t`Loading the calendar…`}
            locale={locale}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.day}-problem` : undefined}
          />
        </Field>
        <Field label={t`Time`} id={ids.time}>
          <ClockInput id={ids.time} value={clock} onChange={setClock} />
        </Field>
      </div>
      <Button type="button" variant="secondary" onClick={add}>
        <Trans>Add this time</Trans>
      </Button>
    </fieldset>
  );
}
