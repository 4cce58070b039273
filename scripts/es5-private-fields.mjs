// Private fields (ES2022 class fields, `#name`) for ES5 output: a TypeScript transformer that the
// <script> builds (rollup.config.mjs) and the tests' ES5 loader (spec-tests/support/es5.ts) run
// before TypeScript's own, whose downlevel of `#name` is a WeakMap (slow, and absent on ES5 engines).
// A class's private fields become the properties of one object, its "fields" object, which each
// instance holds in a non-enumerable property under a key of the class's own (a symbol where
// Symbol exists, else a string), so that Object.keys, for-in, spread, Object.assign and JSON skip
// it (ES5 §15.2.3.6):
// - `this.#f = v` in the constructor body gives the object its fields object on the first write
//   (so each object gets it once, from its constructor), then sets f there;
// - `o.#f` and `o.#f = v` elsewhere read o's fields object, a TypeError when o has none, as reading
//   or writing a private field of an object without it is.
// Defining a property costs more than adding a private field (in V8 about 0.15 µs), so
// dist/polyfill.js constructs a URL in more instructions than the ES module builds: the price of
// ES5 syntax, paid only where the polyfill is installed.
// Only what lib/ uses is supported: instance fields without initializers, in top-level classes;
// anything else (private methods, static private fields, `#f in o`, compound assignment) is an
// error at build time.
import ts from 'typescript';

const f = ts.factory;

/** The transformer factory (for the `before` stage of ts.transpileModule or @rollup/plugin-typescript). */
export function es5PrivateFields(context) {
  return (file) => {
    if (!/#[A-Za-z_$]/.test(file.text)) return file;
    let readHelper = null, addHelper = null;
    const fail = (node, what) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      throw new Error(`${file.fileName}:${line + 1}: ${what} is not supported by scripts/es5-private-fields.mjs`);
    };
    const statements = [];
    for (const statement of file.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.members.some((m) => m.name && ts.isPrivateIdentifier(m.name))) {
        statements.push(statement);
        continue;
      }
      const className = statement.name.text;
      const names = new Set();
      for (const m of statement.members) {
        if (!m.name || !ts.isPrivateIdentifier(m.name)) continue;
        if (!ts.isPropertyDeclaration(m)) fail(m, 'a private method or accessor');
        if (m.modifiers && m.modifiers.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)) fail(m, 'a static private field');
        if (m.initializer) fail(m, 'a private field initializer');
        names.add(m.name.text);
      }
      // var _C_fields = typeof Symbol === "function" && typeof Symbol("") === "symbol" ? Symbol("C fields") : "__C fields";
      const key = f.createUniqueName(`_${className}_fields`);
      const description = `${className} fields`;
      const hasSymbol = f.createLogicalAnd(
        f.createStrictEquality(f.createTypeOfExpression(f.createIdentifier('Symbol')), f.createStringLiteral('function')),
        f.createStrictEquality(f.createTypeOfExpression(f.createCallExpression(f.createIdentifier('Symbol'), undefined, [f.createStringLiteral('')])), f.createStringLiteral('symbol')),
      );
      statements.push(f.createVariableStatement(undefined, f.createVariableDeclarationList([
        f.createVariableDeclaration(key, undefined, undefined, f.createConditionalExpression(hasSymbol, undefined,
          f.createCallExpression(f.createIdentifier('Symbol'), undefined, [f.createStringLiteral(description)]), undefined,
          f.createStringLiteral('__' + description))),
      ], ts.NodeFlags.None)));
      const field = (node, id) => (names.has(id.text) ? id.text.slice(1) : fail(node, `the private name ${id.text} of another class`));
      /** o's fields object: `__privateRead(o, key)`. */
      const fieldsOf = (o) => f.createCallExpression(readHelper = readHelper || f.createUniqueName('__privateRead'), undefined, [o, key]);
      /** this's fields object, made on the first write: `(this[key] || __privateAdd(this, key, { f: void 0, ... }))`. */
      const ownFields = () => f.createParenthesizedExpression(f.createLogicalOr(f.createElementAccessExpression(f.createThis(), key),
        f.createCallExpression(addHelper = addHelper || f.createUniqueName('__privateAdd'), undefined, [f.createThis(), key,
          f.createObjectLiteralExpression([...names].map((n) => f.createPropertyAssignment(n.slice(1), f.createVoidZero())))])));
      const visit = (inConstructor) => (node) => {
        if (ts.isFunctionLike(node) && !ts.isArrowFunction(node)) inConstructor = ts.isConstructorDeclaration(node);
        if (ts.isPrivateIdentifier(node)) fail(node, `${node.text} here`);
        if (ts.isBinaryExpression(node) && ts.isPrivateIdentifier(node.left)) fail(node, '`#f in o`');
        if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && ts.isPropertyAccessExpression(node.operand) && ts.isPrivateIdentifier(node.operand.name)) {
          fail(node, 'an increment of a private field');
        }
        if (ts.isBinaryExpression(node) && ts.isPropertyAccessExpression(node.left) && ts.isPrivateIdentifier(node.left.name)) {
          if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) fail(node, 'a compound assignment to a private field');
          const target = ts.visitNode(node.left.expression, visit(inConstructor));
          const value = ts.visitNode(node.right, visit(inConstructor));
          const fields = inConstructor && target.kind === ts.SyntaxKind.ThisKeyword ? ownFields() : fieldsOf(target);
          return f.createAssignment(f.createPropertyAccessExpression(fields, field(node, node.left.name)), value);
        }
        if (ts.isPropertyAccessExpression(node) && ts.isPrivateIdentifier(node.name)) {
          const target = ts.visitNode(node.expression, visit(inConstructor));
          return f.createPropertyAccessExpression(fieldsOf(target), field(node, node.name));
        }
        return ts.visitEachChild(node, visit(inConstructor), context);
      };
      const members = statement.members.filter((m) => !(m.name && ts.isPrivateIdentifier(m.name)));
      statements.push(f.updateClassDeclaration(statement, statement.modifiers, statement.name, statement.typeParameters,
        statement.heritageClauses, members.map((m) => ts.visitNode(m, visit(false)))));
    }
    const o = f.createIdentifier('o'), k = f.createIdentifier('k'), v = f.createIdentifier('v');
    const params = (...ids) => ids.map((id) => f.createParameterDeclaration(undefined, undefined, id));
    if (addHelper !== null) {
      // function __privateAdd(o, k, v) { Object.defineProperty(o, k, { value: v }); return v; }
      statements.unshift(f.createFunctionDeclaration(undefined, undefined, addHelper, undefined, params(o, k, v), undefined, f.createBlock([
        f.createExpressionStatement(f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier('Object'), 'defineProperty'), undefined,
          [o, k, f.createObjectLiteralExpression([f.createPropertyAssignment('value', v)])])),
        f.createReturnStatement(v),
      ], true)));
    }
    if (readHelper !== null) {
      // function __privateRead(o, k) { var v = o[k]; if (v === undefined) throw new TypeError(...); return v; }
      statements.unshift(f.createFunctionDeclaration(undefined, undefined, readHelper, undefined, params(o, k), undefined, f.createBlock([
        f.createVariableStatement(undefined, f.createVariableDeclarationList([f.createVariableDeclaration(v, undefined, undefined, f.createElementAccessExpression(o, k))])),
        f.createIfStatement(f.createStrictEquality(v, f.createVoidZero()), f.createThrowStatement(f.createNewExpression(f.createIdentifier('TypeError'), undefined,
          [f.createStringLiteral('Cannot read or write a private field of an object whose class did not declare it')]))),
        f.createReturnStatement(v),
      ], true)));
    }
    return f.updateSourceFile(file, statements);
  };
}
