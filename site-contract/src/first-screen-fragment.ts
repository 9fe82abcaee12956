// A slice's first screen, as its own server code answers it (issue 48): the site's server asks the
// route's `firstScreenFunction` for the fragment of an address (GET with `route`: the route's path
// as declared, `url`: the page's path and query string) and writes what it answers into the page.
// It never runs a slice's code: it parses the answer with this schema, and a slice that answers
// anything else, late or not at all, leaves the plain page.
import * as v from 'valibot';

/** A path of this site ("/search?q=…"), never another host's ("//…"). */
const sitePath = v.pipe(v.string(), v.regex(/^\/(?![/\\])/), v.maxLength(2048));

export const firstScreenFragmentSchema = v.variant('status', [
  v.object({
    /** 404: the page says that what the address names is not there (a deleted listing). */
    status: v.picklist([200, 404]),
    /** The page's own head (a listing's title, description, preview and JSON-LD), tags as HTML the slice escaped. */
    head: v.optional(v.object({ title: v.string(), description: v.string(), tags: v.string() })),
    /** The first screen: its markup, and the read's key and JSON answer it was rendered from. */
    screen: v.optional(v.object({ html: v.string(), key: v.string(), answer: v.unknown() })),
  }),
  v.object({
    /**
     * 302: the page is the one at `location` (a search for "Edinburgh" is the search in the town of
     * Edinburgh, issue 51): the site's server sends the browser there, as the page itself would.
     */
    status: v.literal(302),
    location: sitePath,
  }),
]);

export type FirstScreenFragment = v.InferOutput<typeof firstScreenFragmentSchema>;
/** A fragment that is the page (not the address of another). */
export type FirstScreenPage = Exclude<FirstScreenFragment, { status: 302 }>;

/** The fragment in `json`, or undefined when it is not one. */
export function parseFirstScreenFragment(json: unknown): FirstScreenFragment | undefined {
  const parsed = v.safeParse(firstScreenFragmentSchema, json);
  return parsed.success ? parsed.output : undefined;
}
