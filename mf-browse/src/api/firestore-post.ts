// A read through Firestore's REST endpoint (runQuery, runAggregationQuery), as this remote's REST
// reads send it: text/plain, a simple request with no CORS preflight (as the early reads).

/** Sends `request` and gives the answer's JSON; throws, naming `what`, when Firestore refuses. */
export async function readFirestoreRest(
  request: { url: string; method?: string; body?: string },
  what: string,
): Promise<unknown> {
  const response = await fetch(request.url, {
    method: request.method ?? 'POST',
    headers: { 'content-type': 'text/plain' },
    body: request.body,
  });
  if (!response.ok) throw new Error(`${what}: Firestore answered ${response.status}`);
  return response.json();
}
