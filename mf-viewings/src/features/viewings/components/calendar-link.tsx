import { Button } from 'design-system/button';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { pageLocale } from 'site-contract/locale';
import { viewingCalendarFile } from '../../../api/viewings/viewing-calendar.ts';
import type { Viewing } from '../../../api/viewings/viewing.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** Downloads the viewing as an .ics file, made when asked (its library loads then). */
export function CalendarLink({ viewing }: { viewing: Viewing }) {
  const { t } = useLingui();
  const [making, setMaking] = useState(false);
  async function download() {
    setMaking(true);
    try {
      const text = await viewingCalendarFile(viewing, window.location.origin, pageLocale());
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `viewing-${viewing.start.toISOString().slice(0, 10)}.ics`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(t`Could not make the calendar file`);
    } finally {
      setMaking(false);
    }
  }
  return (
    <Button variant="secondary" busy={making} onClick={() => void download()}>
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
