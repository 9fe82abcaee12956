// `pnpm rules:compose`: writes firebase/firestore.rules and firebase/firestore.indexes.json, what
// Firebase deploys, from the platform's part and the slices' fragments (scripts/lib/compose-rules.mjs).
// A test fails when the written files are not what the fragments compose to.
import { writeFileSync } from 'node:fs';
import { COMPOSED_INDEXES, COMPOSED_RULES, RulesCompositionError, repositoryRules } from './lib/compose-rules.mjs';

try {
  const { rules, indexes } = repositoryRules();
  writeFileSync(COMPOSED_RULES, rules);
  writeFileSync(COMPOSED_INDEXES, `${JSON.stringify(indexes, null, 2)}\n`);
  console.log('Wrote firebase/firestore.rules and firebase/firestore.indexes.json from the platform and the slices');
} catch (error) {
  if (!(error instanceof RulesCompositionError)) throw error;
  console.error(`Rules refused: ${error.message}`);
  process.exit(1);
}
