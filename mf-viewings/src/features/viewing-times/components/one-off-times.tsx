import { Button } from 'design-system/button';
import { DayField } from 'design-system/day-field';
import { Field } from 'design-system/field';
import { useId, useState } from 'react';
import { ONE_OFF_MAX } from '../../../api/viewing-times/viewing-times.ts';
import { ClockInput } from '../../../components/clock-input.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';

/** "2026-12-05T10:30" as people read it: "Sat, 5 Dec 2026, 10:30". */
function oneOffLabel(time: string): string {
  const [day = '', clock = ''] = time.split('T');
  const date = new Date(`${day}T00:00:00`);
  const when = date.toLocaleDateString(undefined, {
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
  const ids = { day: useId(), time: useId() };
  const [day, setDay] = useState('');
  const [clock, setClock] = useState('10:00');
  const [problem, setProblem] = useState<string>();
  const today = new Date();
  const min = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;

  function add() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setProblem('Choose the day of the one-off time.');
    if (!/^\d{2}:\d{2}$/.test(clock)) return setProblem('Choose the time of the one-off time.');
    if (value.length >= ONE_OFF_MAX) return setProblem(`At most ${ONE_OFF_MAX} one-off times.`);
    const time = `${day}T${clock}`;
    setProblem(undefined);
    if (!value.includes(time)) onChange([...value, time].sort());
  }

  return (
    <fieldset className={styles.oneOff}>
      <legend>One-off times</legend>
      <p className={formNoteClass}>Times beside the weekly ones, each one viewing long.</p>
      {value.length > 0 ? (
        <ul className={styles.oneOffList}>
          {value.map((time) => (
            <li key={time}>
              <span>{oneOffLabel(time)}</span>
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove ${oneOffLabel(time)}`}
                onClick={() => onChange(value.filter((t) => t !== time))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.hours}>
        <Field label="Day" id={ids.day} problem={problem}>
          <DayField
            id={ids.day}
            value={day}
            min={min}
            onChange={setDay}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${ids.day}-problem` : undefined}
          />
        </Field>
        <Field label="Time" id={ids.time}>
          <ClockInput id={ids.time} value={clock} onChange={setClock} />
        </Field>
      </div>
      <Button type="button" variant="secondary" onClick={add}>
        Add this time
      </Button>
    </fieldset>
  );
}
