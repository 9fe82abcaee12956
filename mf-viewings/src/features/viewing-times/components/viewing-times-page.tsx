import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { Checkbox } from 'design-system/checkbox';
import { Field, FieldProblem, Select } from 'design-system/field';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { ViewingListing } from '../../../api/listings/viewing-listing.ts';
import { saveViewingTimes, type ViewingTimesInput } from '../../../api/viewing-times/save-viewing-times.ts';
import {
  NOTICE_HOURS,
  SLOT_LENGTHS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  clockMinutes,
  type Weekday,
} from '../../../api/viewing-times/viewing-times.ts';
import { zoneCity } from '../../../api/viewings/viewing-time-label.ts';
import { ClockInput } from '../../../components/clock-input.tsx';
import { ListingPageFrame } from '../../../components/listing-page-frame.tsx';
import { OneOffTimes } from './one-off-times.tsx';
import { formNoteClass } from 'design-system/form-layout';
import styles from '../../../components/viewing-pages.module.css';
import { viewingKeys } from '../../../api/query-keys.ts';

export const TIMES_SAVED = 'Viewing times saved';
export const SAVE_FAILED = 'Could not save the viewing times. Please try again: nothing you chose is lost.';
const TITLE = 'Viewing times';

const NOTICE_LABELS: Record<number, string> = {
  0: 'None',
  2: '2 hours',
  12: '12 hours',
  24: '1 day',
  48: '2 days',
};

const DEFAULTS: ViewingTimesInput = {
  days: [6],
  from: '10:00',
  to: '12:00',
  slotMinutes: 30,
  noticeHours: 24,
  oneOff: [],
};

/** What is wrong with the times chosen, or undefined (one-off times alone are enough: no day, no hours). */
export function timesProblem(input: ViewingTimesInput): { days?: string; hours?: string } {
  const problems: { days?: string; hours?: string } = {};
  if (input.days.length === 0 && input.oneOff.length === 0)
    problems.days = 'Choose at least one day, or add a one-off time.';
  if (
    input.days.length > 0 &&
    (!input.from || !input.to || clockMinutes(input.to) - clockMinutes(input.from) < input.slotMinutes)
  )
    problems.hours = 'The hours must leave room for one viewing at least.';
  return problems;
}

function TimesForm({ listing }: { listing: ViewingListing }) {
  const client = useQueryClient();
  const stored = listing.times;
  const [input, setInput] = useState<ViewingTimesInput>(() =>
    stored
      ? {
          days: stored.days,
          from: stored.from,
          to: stored.to,
          slotMinutes: stored.slotMinutes,
          noticeHours: stored.noticeHours,
          oneOff: stored.oneOff,
        }
      : DEFAULTS,
  );
  const [problems, setProblems] = useState<{ days?: string; hours?: string }>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const ids = { from: useId(), to: useId(), length: useId(), notice: useId(), days: useId() };

  const toggleDay = (day: Weekday, on: boolean) =>
    setInput((i) => ({ ...i, days: on ? [...i.days, day].sort() : i.days.filter((d) => d !== day) }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = timesProblem(input);
    setProblems(found);
    if (found.days || found.hours) return;
    setSaving(true);
    setFailed(false);
    try {
      await saveViewingTimes(listing.id, input);
      toast.success(TIMES_SAVED);
      await client.invalidateQueries({ queryKey: viewingKeys.listing(listing.id) });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const zone = stored?.timeZone;
  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
      <p className={formNoteClass}>
        People pick a time in these hours, one viewing at a time.{' '}
        {zone
          ? `Times are in the home's time zone: ${zoneCity(zone)} time (${zone}).`
          : "Times are in the home's time zone, found from its location once saved."}
      </p>
      <fieldset className={styles.days} aria-describedby={problems.days ? `${ids.days}-problem` : undefined}>
        <legend>Days</legend>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            label={WEEKDAY_NAMES[day]}
            checked={input.days.includes(day)}
            onChange={(on) => toggleDay(day, on)}
          />
        ))}
      </fieldset>
      <FieldProblem fieldId={ids.days} problem={problems.days} />
      <div className={styles.hours}>
        <Field label="From" id={ids.from}>
          <ClockInput
            id={ids.from}
            value={input.from}
            aria-invalid={problems.hours ? true : undefined}
            onChange={(from) => setInput((i) => ({ ...i, from }))}
          />
        </Field>
        <Field label="To" id={ids.to} problem={problems.hours}>
          <ClockInput
            id={ids.to}
            value={input.to}
            aria-invalid={problems.hours ? true : undefined}
            aria-describedby={problems.hours ? `${ids.to}-problem` : undefined}
            onChange={(to) => setInput((i) => ({ ...i, to }))}
          />
        </Field>
      </div>
      <OneOffTimes value={input.oneOff} onChange={(oneOff) => setInput((i) => ({ ...i, oneOff }))} />
      <Field label="Length of a viewing" id={ids.length}>
        <Select
          id={ids.length}
          value={String(input.slotMinutes)}
          options={SLOT_LENGTHS.map((m) => ({ value: String(m), label: `${m} minutes` }))}
          onChange={(e) =>
            setInput((i) => ({ ...i, slotMinutes: Number(e.target.value) as ViewingTimesInput['slotMinutes'] }))
          }
        />
      </Field>
      <Field label="Notice needed" id={ids.notice}>
        <Select
          id={ids.notice}
          value={String(input.noticeHours)}
          options={NOTICE_HOURS.map((h) => ({ value: String(h), label: NOTICE_LABELS[h] ?? `${h} hours` }))}
          onChange={(e) =>
            setInput((i) => ({ ...i, noticeHours: Number(e.target.value) as ViewingTimesInput['noticeHours'] }))
          }
        />
      </Field>
      {failed ? (
        <p className={styles.problem} role="alert">
          {SAVE_FAILED}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {saving ? 'Saving…' : 'Save viewing times'}
        </Button>
        <Link to={`/viewings?${new URLSearchParams({ listing: listing.id }).toString()}`}>Viewings of this home</Link>
      </div>
    </form>
  );
}

/**
 * Where a home's owner offers viewing times (issue 52): the weekdays and hours it is shown, the
 * length of a viewing and the notice needed, in the home's time zone (the server's).
 */
export function ViewingTimesPage() {
  return (
    <ListingPageFrame title={TITLE} untilZoned>
      {(home, user) =>
        user.uid === home.ownerId ? (
          <TimesForm listing={home} />
        ) : (
          <p className={formNoteClass}>Only the home&apos;s owner offers its viewing times.</p>
        )
      }
    </ListingPageFrame>
  );
}
