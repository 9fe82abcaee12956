// mf-viewings's message catalogue (issue 88): src/locales/<locale>.po, as every slice keeps one.
// Its pages are English for now; the calendar file of a viewing is in the person's language.
import { sliceLinguiConfig } from '../tooling/lingui-slice-config.ts';

export default sliceLinguiConfig();
