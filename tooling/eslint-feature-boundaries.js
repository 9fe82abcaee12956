// Local ESLint rule: a file in src/features/<a>/ may not import from src/features/<b>/.
import path from 'node:path';

const FEATURE = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/;

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import other features; shared code goes down to components/ or lib/.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = FEATURE.exec(file)?.[1];
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = FEATURE.exec(path.resolve(path.dirname(file), source) + path.sep)?.[1];
        if (target && target !== own) {
          context.report({ node, message: `Feature "${own}" imports feature "${target}": move the shared code down.` });
        }
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
