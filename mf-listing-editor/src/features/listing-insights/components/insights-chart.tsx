// The insights' chart (issue 52): the last 30 days' views, saves, enquiries and viewings as lines,
// drawn with uPlot (a small canvas chart library: ~22 KB gzip with its styles, loaded with this
// module, on this page only). A picture for the eye; the numbers are in the table beside it.
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayStats } from 'listing-domain';
import { SERIES } from './insight-series.ts';
import { pageLocale } from '../../../lib/page-locale.ts';

export default function InsightsChart({ days }: { days: readonly DayStats[] }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The days and the lines' names in the page's language (English: the reader's way, as before).
    const locale = pageLocale(i18n);
    const dayOf = (seconds: number) =>
      new Date(seconds * 1000).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => (Date.parse(d.day) + 12 * 3_600_000) / 1000), // noon UTC of each day
      ...SERIES.map(({ field }) => days.map((d) => d[field])),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { values: (_u, splits) => splits.map(dayOf) },
          { size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          { value: (_u, seconds) => (seconds == null ? '' : dayOf(seconds)) },
          ...SERIES.map(({ label, color, dash }) => ({ label: i18n._(label), stroke: color, width: 2, dash })),
        ],
        legend: { show: true },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, i18n]);
  return <div ref={box} aria-hidden="true" data-testid="insights-chart" />;
}
