// mf-listing-editor's message catalogue (issue 88): src/locales/<locale>.po, as every slice keeps one.
import { sliceLinguiConfig } from '../tooling/lingui-slice-config.ts';

export default sliceLinguiConfig();
