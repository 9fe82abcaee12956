import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'design-system/button';
import { Field, Select } from 'design-system/field';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { ViewingListing } from '../../../api/listings/viewing-listing.ts';
import { saveViewingTimes, type ViewingTimesInput } from '../../../api/viewing-times/save-viewing-times.ts';
import {
  NOTICE_HOURS,
  SLOT_LENGTHS,
  WEEKDAYS,
  hoursFit,
  hoursOn,
  type Weekday,
} from '../../../api/viewing-times/viewing-times.ts';
import { zoneCity } from '../../../api/viewings/viewing-time-label.ts';
import { ListingPageFrame } from '../../../components/listing-page-frame.tsx';
import { OneOffTimes } from './one-off-times.tsx';
import { WeeklyHoursFields, type WeeklyHours } from './weekly-hours.tsx';
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

const USUAL = { from: '10:00', to: '12:00' };
const DEFAULTS: ViewingTimesInput = {
  days: [6],
  ...USUAL,
  slotMinutes: 30,
  noticeHours: 24,
  oneOff: [],
};

export const HOURS_TOO_SHORT = 'The hours must leave room for one viewing at least.';

interface TimesProblems {
  days?: string;
  /** What is wrong with a day's hours, by weekday. */
  hours?: Partial<Record<Weekday, string>>;
}

/** What is wrong with the times chosen (one-off times alone are enough: no day, no hours). */
export function timesProblem(input: ViewingTimesInput): TimesProblems {
  const problems: TimesProblems = {};
  if (input.days.length === 0 && input.oneOff.length === 0)
    problems.days = 'Choose at least one day, or add a one-off time.';
  const short = input.days.filter((day) => !hoursFit(hoursOn(input, day), input.slotMinutes));
  if (short.length) problems.hours = Object.fromEntries(short.map((day) => [day, HOURS_TOO_SHORT]));
  return problems;
}

/** The stored weekly times as the form holds them: every weekday's hours, the usual ones where it has none. */
export function weeklyOf(
  times: Pick<ViewingTimesInput, 'days' | 'from' | 'to'> & { dayHours?: readonly string[] | undefined },
): WeeklyHours {
  const hours = WEEKDAYS.map((day) => hoursOn(times, day));
  const firstDay = times.days[0];
  return { days: [...times.days], hours, last: firstDay ? hours[firstDay - 1]! : { from: times.from, to: times.to } };
}

/** The form's weekly times as stored: each ticked day's own hours; the first one's as the usual ones. */
export function storedWeekly(weekly: WeeklyHours): Pick<ViewingTimesInput, 'days' | 'from' | 'to' | 'dayHours'> {
  const firstDay = weekly.days[0];
  const usual = firstDay ? weekly.hours[firstDay - 1]! : USUAL;
  return {
    days: weekly.days,
    from: usual.from,
    to: usual.to,
    dayHours: WEEKDAYS.map((day) => {
      const hours = weekly.hours[day - 1]!;
      return weekly.days.includes(day) ? `${hours.from}-${hours.to}` : '';
    }),
  };
}

function TimesForm({ listing }: { listing: ViewingListing }) {
  const client = useQueryClient();
  const stored = listing.times ?? DEFAULTS;
  const [weekly, setWeekly] = useState<WeeklyHours>(() => weeklyOf(stored));
  const [rest, setRest] = useState<Pick<ViewingTimesInput, 'slotMinutes' | 'noticeHours' | 'oneOff'>>(() => ({
    slotMinutes: stored.slotMinutes,
    noticeHours: stored.noticeHours,
    oneOff: stored.oneOff,
  }));
  const [problems, setProblems] = useState<TimesProblems>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const ids = { length: useId(), notice: useId() };

  async function save(event: FormEvent) {
    event.preventDefault();
    const input: ViewingTimesInput = { ...storedWeekly(weekly), ...rest };
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

  const zone = listing.times?.timeZone;
  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
      <p className={formNoteClass}>
        People pick a time in these hours, one viewing at a time.{' '}
        {zone
          ? `Times are in the home's time zone: ${zoneCity(zone)} time (${zone}).`
          : "Times are in the home's time zone, found from its location once saved."}
      </p>
      <WeeklyHoursFields
        value={weekly}
        onChange={setWeekly}
        daysProblem={problems.days}
        hoursProblems={problems.hours ?? {}}
      />
      <OneOffTimes value={rest.oneOff} onChange={(oneOff) => setRest((r) => ({ ...r, oneOff }))} />
      <Field label="Length of a viewing" id={ids.length}>
        <Select
          id={ids.length}
          value={String(rest.slotMinutes)}
          options={SLOT_LENGTHS.map((m) => ({ value: String(m), label: `${m} minutes` }))}
          onChange={(e) =>
            setRest((r) => ({ ...r, slotMinutes: Number(e.target.value) as ViewingTimesInput['slotMinutes'] }))
          }
        />
      </Field>
      <Field label="Notice needed" id={ids.notice}>
        <Select
          id={ids.notice}
          value={String(rest.noticeHours)}
          options={NOTICE_HOURS.map((h) => ({ value: String(h), label: NOTICE_LABELS[h] ?? `${h} hours` }))}
          onChange={(e) =>
            setRest((r) => ({ ...r, noticeHours: Number(e.target.value) as ViewingTimesInput['noticeHours'] }))
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
