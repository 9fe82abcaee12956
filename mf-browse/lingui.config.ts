// mf-browse's message catalogue (issue 88): src/locales/<locale>.po, as every slice keeps one. Its
// server code (functions/) keeps its own.
import { sliceLinguiConfig } from '../tooling/lingui-slice-config.ts';

export default sliceLinguiConfig();
