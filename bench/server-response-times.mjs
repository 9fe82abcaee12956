// How long each server of the benchmark takes to answer while the machine is otherwise idle.
//
// Lighthouse's simulation normally estimates each origin's server response time from the run
// itself. Here the local backend and the static servers share this machine's two cores with the
// browser that is booting the page: a Firestore query that takes ~30 ms idle then shows as 300 to
// 800 ms, and more for the variant that runs more JavaScript at that moment. Production servers do
// not share the visitor's CPU, so the benchmark measures each origin once, idle, before the runs
// and hands the same figures to every Lighthouse run of both variants (precomputedLanternData).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Milliseconds from sending `probe` to its response headers, on a warm connection. */
function timeToHeaders({ url, method = 'GET', body }) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = send(
      target,
      // The benchmark's certificate is made per run for localhost; nothing leaves the machine.
      { method, rejectUnauthorized: false, headers: body ? { 'Content-Type': 'text/plain' } : {} },
      (res) => {
        const elapsed = performance.now() - started;
        res.resume();
        res.on('end', () => resolve(elapsed));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Timed requests per probe, after one warm-up each (15 left two origins of the same server code 8 ms apart). */
const SAMPLES = 31;

/** The median of `values`, to a tenth of a millisecond. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
}

/**
 * The median time to headers of each probe, keyed by its origin, in the shape of Lighthouse's
 * `precomputedLanternData` (`lantern`), and each probe's own median (`apart`, printed beside it).
 * The probes take turns (one request of each, SAMPLES rounds, every other one in the reverse
 * order), so the machine's drift weighs on every origin alike; with 5 requests one probe after
 * the other, the composed site's and the monolith's pages (made by the same server code)
 * differed by up to 25 ms from one run to the next, and that figure is added to every LCP of its
 * variant.
 *
 * Probes with the same `sameServer` name are one server's answers to the same request (the page
 * measured, from the composed site, the monolith and the one-origin site: the same function
 * makes all three): their samples are pooled, and each of their origins gets the pooled median.
 * Timed apart, in turns, their medians still differed by 5–8 ms, one way in one run and the other
 * way in the next (thirty-fifth session): a difference of the run, not of the page, which decided
 * the "LCP ≤ the monolith's" line on its own. Origins not probed keep the simulator's default
 * (30 ms); no origin gets extra round-trip time beyond the throttling's.
 */
export async function idleServerResponseTimes(probes) {
  for (const probe of probes) await timeToHeaders(probe);
  const times = probes.map(() => []);
  for (let round = 0; round < SAMPLES; round += 1) {
    const order = [...probes.keys()];
    if (round % 2 === 1) order.reverse();
    for (const i of order) times[i].push(await timeToHeaders(probes[i]));
  }
  const serverResponseTimeByOrigin = {};
  const apart = {};
  for (const [i, probe] of probes.entries()) {
    const origin = new URL(probe.url).origin;
    apart[origin] = median(times[i]);
    const pooled = probe.sameServer
      ? probes.flatMap((other, j) => (other.sameServer === probe.sameServer ? times[j] : []))
      : times[i];
    serverResponseTimeByOrigin[origin] = median(pooled);
  }
  return { lantern: { additionalRttByOrigin: {}, serverResponseTimeByOrigin }, apart };
}
