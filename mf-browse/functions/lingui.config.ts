// The message catalogue of mf-browse's server code (issue 88): its e-mails in the recipient's
// language, src/locales/<locale>.po, as every slice keeps one.
import { sliceLinguiConfig } from '../../tooling/lingui-slice-config.ts';

export default sliceLinguiConfig();
