// Builds the messages' server code (the enquiry counts, the Inbox's count, its e-mails) into lib/index.js.
import { build } from 'vite';
import { tsImport } from 'tsx/esm/api';
import { buildCodebase } from '../../scripts/lib/build-functions.mjs';

const { linguiPlugins } = await tsImport('../../tooling/lingui-macros.ts', import.meta.url);

// Its e-mails' words in the recipient's language (issue 88): src/locales/, compiled with the code.
await buildCodebase(
  build,
  import.meta.dirname,
  { index: 'src/index.ts' },
  { plugins: linguiPlugins(import.meta.dirname, { failOnMissing: true }) },
);
