// The insights' chart (issue 52): the last 30 days' views, saves, enquiries and viewings as lines,
// drawn with uPlot (a small canvas chart library: ~22 KB gzip with its styles, loaded with this
// module, on this page only). A picture for the eye; the numbers are in the table beside it.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayStats } from 'listing-domain';
import { SERIES } from './insight-series.ts';

export default function InsightsChart({ days }: { days: readonly DayStats[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000),
      ...SERIES.map(({ field }) => days.map((d) => d[field])),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 220,
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [{}, { size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] }],
        series: [{}, ...SERIES.map(({ label, color, dash }) => ({ label, stroke: color, width: 2, dash }))],
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
  }, [days]);
  return <div ref={box} aria-hidden="true" data-testid="insights-chart" />;
}
