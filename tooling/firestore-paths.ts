// Which Firestore collections source files name, and which they write (issue 87: each collection
// has one owning slice, and only it writes there). Read from the files' syntax trees, each name
// resolved to its declaration in its own file (TypeScript's binder, no types):
// - a reference is a `collection`/`doc` call of either SDK (`db.collection('a').doc(id)`,
//   `db.doc(`a/${id}`)`, `collection(sdk.db, 'users', uid, 'saved')`), a name bound to one, a call
//   of a function of the file that returns one, or the `ref` of a document read from one (`d.ref`
//   of `snapshot.docs.map((d) => …)`, `for (const d of snapshot.docs)`);
// - a write is `setDoc`/`updateDoc`/`deleteDoc`/`addDoc` of a reference, a reference's own
//   `set`/`update`/`delete`/`create`/`add`, a batch's or transaction's with a reference, or
//   `recursiveDelete`.
// Path parts are string literals, templates, or string constants (`VIEWINGS`) declared in any file
// read; anything else is a document id (`*`). A write through a reference it cannot place (a
// function's parameter, a path from elsewhere) is counted as unattributed, with its line.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * A collection named in a file: its path with every document id as `*` (`users/*\/saved`), and
 * whether the file writes it there or listens to it (a trigger: `onDocumentWritten('a/{id}')`).
 */
export interface FirestoreUse {
  collection: string;
  line: number;
  write: boolean;
  trigger?: boolean;
}

/** What a file says of Firestore: the collections it names and writes, and writes it cannot place. */
export interface FirestoreUses {
  uses: FirestoreUse[];
  unattributedWrites: number[];
}

const CLIENT_WRITES = new Set(['setDoc', 'updateDoc', 'deleteDoc', 'addDoc']);
const REF_WRITES = new Set(['set', 'update', 'delete', 'create', 'add']);
const BATCH_WRITES = new Set(['set', 'update', 'delete', 'create']);
const REF_MAKERS = new Set(['collection', 'doc']);
const DOC_WALKS = new Set(['map', 'forEach', 'filter', 'flatMap', 'some', 'every', 'find']);
/** What a database is called where a modular call takes it first (`collection(sdk.db, …)`). */
const DATABASE = /(^|\.)(db|firestore)$|^(db|firestore|getDb|getFirestore|adminFirestore)\(/;

/** The string constants the files declare (`const NAME = 'text'`); a name given two values is `*`. */
function stringConstants(sources: readonly ts.SourceFile[]): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const before = found.get(node.name.text);
      found.set(node.name.text, before === undefined || before === node.initializer.text ? node.initializer.text : '*');
    }
    ts.forEachChild(node, visit);
  };
  for (const source of sources) visit(source);
  return found;
}

/** The name a callee is called by: `collection` of `collection(…)` and of `sdk.collection(…)`. */
const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

const unwrap = (expr: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(expr) ||
  ts.isAwaitExpression(expr) ||
  ts.isAsExpression(expr) ||
  ts.isNonNullExpression(expr)
    ? unwrap(expr.expression)
    : expr;

/** The expressions a function returns (an arrow's body, or its `return`s, not its inner functions'). */
function returnsOf(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = (fn as ts.FunctionLikeDeclaration).body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** The collections each of `files` names and writes, by file. */
export function firestoreUses(files: readonly string[]): Map<string, FirestoreUses> {
  const program = ts.createProgram({
    rootNames: [...files],
    options: { noLib: true, noResolve: true, allowJs: true, jsx: ts.JsxEmit.Preserve, types: [] },
    host: {
      ...ts.createCompilerHost({}),
      readFile: (name) => readFileSync(name, 'utf8'),
      fileExists: (name) => files.includes(name),
    },
  });
  const checker = program.getTypeChecker();
  const sources = files.map((file) => program.getSourceFile(file)!);
  const constants = stringConstants(sources);

  const declarationOf = (id: ts.Identifier): ts.Declaration | undefined => {
    const symbol = checker.getSymbolAtLocation(id);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  const textOf = (expr: ts.Expression): string => {
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return expr.text;
    if (ts.isIdentifier(expr)) return constants.get(expr.text) ?? '*';
    if (ts.isTemplateExpression(expr))
      return expr.templateSpans.reduce(
        (all, span) => all + textOf(span.expression) + span.literal.text,
        expr.head.text,
      );
    if (ts.isPropertyAccessExpression(expr)) return constants.get(expr.name.text) ?? '*';
    return '*';
  };
  const segments = (args: readonly ts.Expression[]) =>
    args.flatMap((arg) => textOf(arg).split('/')).map((part) => (part.includes('*') || part === '' ? '*' : part));

  /** The expression a name stands for, when its declaration says (a variable, or one of a loop over documents). */
  const valueOf = (id: ts.Identifier): { expr: ts.Expression; property?: string; document?: boolean } | undefined => {
    const declaration = declarationOf(id);
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration)) {
      if (declaration.initializer) return { expr: declaration.initializer };
      const loop = declaration.parent.parent;
      if (ts.isForOfStatement(loop)) return { expr: loop.expression, document: true };
      return undefined;
    }
    if (ts.isBindingElement(declaration)) {
      const pattern = declaration.parent;
      const holder = pattern.parent;
      if (ts.isObjectBindingPattern(pattern) && ts.isVariableDeclaration(holder) && holder.initializer) {
        const key = declaration.propertyName ?? declaration.name;
        return ts.isIdentifier(key) ? { expr: holder.initializer, property: key.text } : undefined;
      }
      return undefined;
    }
    if (ts.isParameter(declaration)) {
      // `snapshot.docs.map((d) => …)`: a document of the snapshot.
      const fn = declaration.parent;
      const call = fn.parent;
      if (
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        DOC_WALKS.has(call.expression.name.text) &&
        fn.parameters[0] === declaration
      )
        return { expr: call.expression.expression, document: true };
    }
    return undefined;
  };

  /** The functions of the file a call calls (a declaration, or a variable holding an arrow). */
  const calledFunction = (call: ts.CallExpression): ts.SignatureDeclaration | undefined => {
    if (!ts.isIdentifier(call.expression)) return undefined;
    const declaration = declarationOf(call.expression);
    if (declaration && ts.isFunctionDeclaration(declaration)) return declaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = unwrap(declaration.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };

  /** The path `expr` refers to (segments), or undefined when it is not a reference this can read. */
  const pathOf = (raw: ts.Expression, depth = 0): string[] | undefined => {
    if (depth > 12) return undefined;
    const expr = unwrap(raw);
    if (ts.isIdentifier(expr)) {
      const value = valueOf(expr);
      if (!value || value.document) return undefined;
      if (value.property) return propertyPath(value.expr, value.property, depth + 1);
      return pathOf(value.expr, depth + 1);
    }
    // `d.ref`: the reference of a document read from a reference.
    if (ts.isPropertyAccessExpression(expr) && expr.name.text === 'ref') return sourceOf(expr.expression, depth + 1);
    // `refs[i]`: one of the references a list was made of (`changes.map((c) => db.doc(…))`).
    if (ts.isElementAccessExpression(expr)) return elementPath(expr.expression, depth + 1);
    if (!ts.isCallExpression(expr)) return undefined;
    const name = calleeName(expr);
    if (name === 'withConverter' && ts.isPropertyAccessExpression(expr.expression))
      return pathOf(expr.expression.expression, depth + 1);
    const fn = calledFunction(expr);
    if (fn && !(name && REF_MAKERS.has(name)))
      for (const returned of returnsOf(fn)) {
        const path = pathOf(returned, depth + 1);
        if (path) return path;
      }
    if (!name || !REF_MAKERS.has(name)) return undefined;
    const args = [...expr.arguments];
    // Modular when called by name, or with a database or a reference first (the namespaced and
    // Admin APIs take a path).
    const first = args[0];
    const modular =
      ts.isIdentifier(expr.expression) ||
      (first !== undefined && (DATABASE.test(first.getText()) || pathOf(first, depth + 1) !== undefined));
    if (modular) {
      const [base, ...parts] = args;
      if (!base) return undefined;
      const from = pathOf(base, depth + 1) ?? [];
      return [...from, ...(parts.length ? segments(parts) : name === 'doc' ? ['*'] : [])];
    }
    const receiver = (expr.expression as ts.PropertyAccessExpression).expression;
    const from = pathOf(receiver, depth + 1) ?? [];
    return [...from, ...(args.length ? segments(args) : ['*'])];
  };

  /** The path of the references the list `expr` holds. */
  const elementPath = (raw: ts.Expression, depth: number): string[] | undefined => {
    const expr = unwrap(raw);
    if (ts.isIdentifier(expr)) {
      const value = valueOf(expr);
      return value && !value.property && !value.document ? elementPath(value.expr, depth + 1) : undefined;
    }
    if (ts.isArrayLiteralExpression(expr) && expr.elements[0]) return pathOf(expr.elements[0], depth + 1);
    if (ts.isCallExpression(expr) && ['map', 'flatMap'].includes(calleeName(expr) ?? '')) {
      const fn = expr.arguments[0];
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
        for (const returned of returnsOf(fn)) {
          const path = pathOf(returned, depth + 1);
          if (path) return path;
        }
    }
    return undefined;
  };

  /** The path of property `key` of what `expr` gives (`const { ref } = await userDoc(uid)`). */
  const propertyPath = (raw: ts.Expression, key: string, depth: number): string[] | undefined => {
    const expr = unwrap(raw);
    const fn = ts.isCallExpression(expr) ? calledFunction(expr) : undefined;
    const candidates = fn ? returnsOf(fn) : [expr];
    for (const candidate of candidates) {
      const object = unwrap(candidate);
      if (!ts.isObjectLiteralExpression(object)) continue;
      for (const property of object.properties)
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === key)
          return pathOf(property.initializer, depth + 1);
    }
    return undefined;
  };

  /** The reference the documents of `expr` were read from (a snapshot, its `docs`, a document of them). */
  const sourceOf = (raw: ts.Expression, depth: number): string[] | undefined => {
    if (depth > 12) return undefined;
    const expr = unwrap(raw);
    const direct = pathOf(expr, depth + 1);
    if (direct) return direct;
    if (ts.isIdentifier(expr)) {
      const value = valueOf(expr);
      return value ? sourceOf(value.expr, depth + 1) : undefined;
    }
    if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr))
      return sourceOf(expr.expression, depth + 1);
    if (ts.isCallExpression(expr)) {
      // `getDocs(query(ref, …))`, `ref.where(…).limit(…).get()`, `transaction.get(ref)`.
      for (const arg of expr.arguments) {
        const found = sourceOf(arg, depth + 1);
        if (found) return found;
      }
      if (ts.isPropertyAccessExpression(expr.expression)) return sourceOf(expr.expression.expression, depth + 1);
    }
    return undefined;
  };

  const collectionOf = (parts: string[]) => {
    const collectionParts = parts.length % 2 === 0 ? parts.slice(0, -1) : parts;
    return collectionParts.map((part, i) => (i % 2 === 1 ? '*' : part)).join('/');
  };

  /** A reference this cannot place: a document's `ref`, or a name such as `ref` or `listingRef`. */
  const looksLikeRef = (expr: ts.Expression) =>
    (ts.isPropertyAccessExpression(expr) && expr.name.text === 'ref') ||
    (ts.isIdentifier(expr) && /ref$/i.test(expr.text));
  /** A batch, a transaction or a bulk writer, by its name. */
  const looksLikeWriter = (expr: ts.Expression) =>
    ts.isIdentifier(expr) && /batch|transaction|^tx$|writer/i.test(expr.text);

  const result = new Map<string, FirestoreUses>();
  for (const source of sources) {
    const uses: FirestoreUse[] = [];
    const unattributedWrites: number[] = [];
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const note = (node: ts.Node, parts: string[] | undefined, write: boolean) => {
      if (parts && parts.length > 0 && parts[0] !== '*')
        uses.push({ collection: collectionOf(parts), line: lineOf(node), write });
      else if (write) unattributedWrites.push(lineOf(node));
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const receiver = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : undefined;
        const chainedInto =
          ts.isPropertyAccessExpression(node.parent) &&
          ts.isCallExpression(node.parent.parent) &&
          REF_MAKERS.has(calleeName(node.parent.parent) ?? '');
        if (name && /^onDocument(Created|Updated|Deleted|Written)(WithAuthContext)?$/.test(name) && node.arguments[0]) {
          // A trigger: its document pattern, given alone or as the options' `document`.
          const [first] = node.arguments;
          const pattern = ts.isObjectLiteralExpression(first)
            ? first.properties.find(
                (p): p is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'document',
              )?.initializer
            : first;
          const parts = pattern ? segments([pattern]) : undefined;
          if (parts && parts[0] !== '*')
            uses.push({ collection: collectionOf(parts), line: lineOf(node), write: false, trigger: true });
        } else if (name && REF_MAKERS.has(name)) {
          if (!chainedInto) {
            const path = pathOf(node);
            if (path) note(node, path, false);
          }
        } else if (name && CLIENT_WRITES.has(name) && node.arguments[0]) {
          note(node, pathOf(node.arguments[0]), true);
        } else if (name === 'recursiveDelete' && node.arguments[0]) {
          note(node, pathOf(node.arguments[0]), true);
        } else if (name && receiver && REF_WRITES.has(name) && pathOf(receiver)) {
          note(node, pathOf(receiver), true);
        } else if (name && receiver && BATCH_WRITES.has(name) && node.arguments[0] && pathOf(node.arguments[0])) {
          note(node, pathOf(node.arguments[0]), true);
        } else if (name && receiver && REF_WRITES.has(name) && looksLikeRef(unwrap(receiver))) {
          unattributedWrites.push(lineOf(node));
        } else if (name && receiver && BATCH_WRITES.has(name) && node.arguments[0] && looksLikeWriter(receiver)) {
          unattributedWrites.push(lineOf(node));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    result.set(source.fileName, { uses, unattributedWrites });
  }
  return result;
}
