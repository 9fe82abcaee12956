import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { controlClass } from './field.tsx';
import { dayText, parseDay } from './day-text.ts';
import styles from './day-field.module.css';

const DayCalendar = lazy(() => import('./day-calendar.tsx'));

export interface DayFieldProps {
  id: string;
  name?: string;
  /** The day: an ISO day ("2027-03-01"), '' for none, or the text typed when it names no day. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The first day the calendar offers (ISO). */
  min?: string;
  /** What the calendar button says, read with the field's label ("Choose the day on a calendar"). */
  calendarLabel?: string;
  /** What shows while the calendar loads, in the page's language ("Loading the calendar…"). */
  loadingLabel?: string;
  /**
   * The language the day is written in once typed and the calendar's names (issue 88); undefined:
   * the reader's own way, the calendar in English.
   */
  locale?: string | undefined;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A day, typed ("1 March 2027", "2027-03-01", "01/03/2027") or chosen on a calendar (issue 53):
 * one text box and one button, two Tab stops where the browser's date input took four. What was
 * typed stays as typed until it names a day, then reads as the reader writes days ("1 Mar 2027");
 * text that names no day is handed on as it is, for the form to say what is wrong.
 */
export function DayField({
  id,
  name,
  value,
  onChange,
  disabled = false,
  min,
  calendarLabel = 'Choose the day on a calendar',
  loadingLabel = 'Loading the calendar…',
  locale,
  ...aria
}: DayFieldProps) {
  const [text, setText] = useState(() => dayText(value, locale));
  const [shownValue, setShownValue] = useState(value);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const calendarId = useId();
  // A value set from outside (a kept draft restored, "Available now" ticked) is shown as it is.
  if (value !== shownValue) {
    setShownValue(value);
    if ((parseDay(text) ?? text.trim()) !== value) setText(dayText(value, locale));
  }
  // Escape or a click elsewhere closes the calendar; Escape gives the focus back to the box.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      input.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.dayField} ref={wrapper}>
      <div className={styles.row}>
        <input
          {...aria}
          ref={input}
          id={id}
          name={name}
          type="text"
          autoComplete="off"
          className={`${controlClass('short')} ${styles.text}`}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const day = parseDay(typed);
            const next = day ?? typed.trim();
            setShownValue(next);
            onChange(next);
          }}
          onBlur={() => {
            const day = parseDay(text);
            if (day) setText(dayText(day, locale));
          }}
        />
        <button
          type="button"
          className={styles.calendarButton}
          disabled={disabled}
          aria-label={calendarLabel}
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
      </div>
      {open ? (
        <div id={calendarId} className={styles.popover}>
          <Suspense fallback={<p className={styles.loading}>{loadingLabel}</p>}>
            <DayCalendar
              value={parseDay(text) ?? value}
              min={min}
              label={calendarLabel}
              locale={locale}
              onChoose={(day) => {
                setText(dayText(day, locale));
                setShownValue(day);
                onChange(day);
                setOpen(false);
                input.current?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
