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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import { Trans, useLingui } from '@lingui/react/macro';

export const TIMES_SAVED = msg`Viewing times saved`;
export const SAVE_FAILED = msg`Could not save the viewing times. Please try again: nothing you chose is lost.`;

const MINUTES = msg({ message: '{count, plural, one {# minute} other {# minutes}}' });
const HOURS = msg({ message: '{count, plural, one {# hour} other {# hours}}' });

const NOTICE_LABELS: Record<number, MessageDescriptor> = {
  0: msg`None`,
  2: msg`2 hours`,
  12: msg`12 hours`,
  24: msg`1 day`,
  48: msg`2 days`,
};

const USUAL = { from: '10:00', to: '12:00' };
const DEFAULTS: ViewingTimesInput = {
  days: [6],
  ...USUAL,
  slotMinutes: 30,
  noticeHours: 24,
  oneOff: [],
};

export const HOURS_TOO_SHORT = msg`The hours must leave room for one viewing at least.`;
const NO_DAY = msg`Choose at least one day, or add a one-off time.`;

interface TimesProblems {
  days?: MessageDescriptor;
  /** What is wrong with a day's hours, by weekday. */
  hours?: Partial<Record<Weekday, MessageDescriptor>>;
}

/** What is wrong with the times chosen (one-off times alone are enough: no day, no hours). */
export function timesProblem(input: ViewingTimesInput): TimesProblems {
  const problems: TimesProblems = {};
  if (input.days.length === 0 && input.oneOff.length === 0) problems.days = NO_DAY;
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
  const { t, i18n } = useLingui();
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
      toast.success(t(TIMES_SAVED));
      await client.invalidateQueries({ queryKey: viewingKeys.listing(listing.id) });
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  const zone = listing.times?.timeZone;
  const city = zone ? zoneCity(zone) : '';
  const hoursProblems = Object.fromEntries(
    Object.entries(problems.hours ?? {}).map(([day, problem]) => [day, t(problem)]),
  ) as Partial<Record<Weekday, string>>;
  return (
    <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
      <p className={formNoteClass}>
        <Trans>People pick a time in these hours, one viewing at a time.</Trans>{' '}
        {zone ? (
          <Trans>
            Times are in the home&apos;s time zone: {city} time ({zone}).
          </Trans>
        ) : (
          <Trans>Times are in the home&apos;s time zone, found from its location once saved.</Trans>
        )}
      </p>
      <WeeklyHoursFields
        value={weekly}
        onChange={setWeekly}
        daysProblem={problems.days ? t(problems.days) : undefined}
        hoursProblems={hoursProblems}
      />
      <OneOffTimes value={rest.oneOff} onChange={(oneOff) => setRest((r) => ({ ...r, oneOff }))} />
      <Field label={t`Length of a viewing`} id={ids.length}>
        <Select
          id={ids.length}
          value={String(rest.slotMinutes)}
          options={SLOT_LENGTHS.map((m) => ({
            value: String(m),
            label: withValues(i18n, MINUTES, { count: m }),
          }))}
          onChange={(e) =>
            setRest((r) => ({ ...r, slotMinutes: Number(e.target.value) as ViewingTimesInput['slotMinutes'] }))
          }
        />
      </Field>
      <Field label={t`Notice needed`} id={ids.notice}>
        <Select
          id={ids.notice}
          value={String(rest.noticeHours)}
          options={NOTICE_HOURS.map((h) => ({
            value: String(h),
            label: NOTICE_LABELS[h] ? t(NOTICE_LABELS[h]) : withValues(i18n, HOURS, { count: h }),
          }))}
          onChange={(e) =>
            setRest((r) => ({ ...r, noticeHours: Number(e.target.value) as ViewingTimesInput['noticeHours'] }))
          }
        />
      </Field>
      {failed ? (
        <p className={styles.problem} role="alert">
          {t(SAVE_FAILED)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={saving}>
          {saving ? t`Saving…` : t`Save viewing times`}
        </Button>
        <Link to={`/viewings?${new URLSearchParams({ listing: listing.id }).toString()}`}>
          <Trans>Viewings of this home</Trans>
        </Link>
      </div>
    </form>
  );
}

/**
 * Where a home's owner offers viewing times (issue 52): the weekdays and hours it is shown, the
 * length of a viewing and the notice needed, in the home's time zone (the server's).
 */
export function ViewingTimesPage() {
  const { t } = useLingui();
  return (
    <ListingPageFrame title={t`Viewing times`} untilZoned>
      {(home, user) =>
        user.uid === home.ownerId ? (
          <TimesForm listing={home} />
        ) : (
          <p className={formNoteClass}>
            <Trans>Only the home&apos;s owner offers its viewing times.</Trans>
          </p>
        )
      }
    </ListingPageFrame>
  );
}
