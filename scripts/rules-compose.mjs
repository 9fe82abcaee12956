// `pnpm rules:compose`: writes firebase/firestore.rules and firebase/firestore.indexes.json, what
// Firebase deploys and the local Firestore emulator runs, from the platform's part and the slices'
// fragments (scripts/lib/compose-rules.mjs). They are build outputs (issue 87), not committed: the
// local backend writes them as it starts, and refuses fragments that do not compose, as this does.
import { RulesCompositionError, writeRepositoryRules } from './lib/compose-rules.mjs';

try {
  writeRepositoryRules();
  console.log('Wrote firebase/firestore.rules and firebase/firestore.indexes.json from the platform and the slices');
} catch (error) {
  if (!(error instanceof RulesCompositionError)) throw error;
  console.error(`Rules refused: ${error.message}`);
  process.exit(1);
}
