// Private fields (ES2022 class fields, `#name`) for ES5 output: a TypeScript transformer that the
// <script> builds (rollup.config.mjs) and the tests' ES5 loader (spec-tests/support/es5.ts) run
// before TypeScript's own, whose downlevel of `#name` is a WeakMap (slow, and absent on ES5 engines).
// Each private field becomes a non-enumerable property under a key of its own (a symbol where
// Symbol exists, else a string), so that Object.keys, for-in, spread, Object.assign and JSON skip
// it (ES5 §15.2.3.6):
// - `this.#f = v` in the constructor body defines the property, writable and not enumerable, so
//   each object gets it once, from its constructor;
// - `o.#f = v` elsewhere assigns it (the code writes only to an object it has read the field of);
// - `o.#f` reads it, and throws a TypeError where it is undefined, as reading a private field from
//   an object without it does (so a field must never hold undefined once written).
// Defining a property costs more than adding a private field (in V8 about 0.15 µs each, so that
// dist/polyfill.js runs a URL's constructor and three getters in about twice the instructions of
// symbol-keyed stores): the price of ES5 syntax, paid only where the polyfill is installed.
// Only what lib/ uses is supported: instance fields without initializers, in top-level classes;
// anything else (private methods, static private fields, `#f in o`, compound assignment) is an
// error at build time.
import ts from 'typescript';

const f = ts.factory;

/** The transformer factory (for the `before` stage of ts.transpileModule or @rollup/plugin-typescript). */
export function es5PrivateFields(context) {
  return (file) => {
    if (!/#[A-Za-z_$]/.test(file.text)) return file;
    let readHelper = null;
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
      const keys = new Map(); // private name -> key identifier
      for (const m of statement.members) {
        if (!m.name || !ts.isPrivateIdentifier(m.name)) continue;
        if (!ts.isPropertyDeclaration(m)) fail(m, 'a private method or accessor');
        if (m.modifiers && m.modifiers.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)) fail(m, 'a static private field');
        if (m.initializer) fail(m, 'a private field initializer');
        const name = m.name.text;
        const key = f.createUniqueName(`_${className}_${name.slice(1)}`);
        keys.set(name, key);
        // var _C_f = typeof Symbol === "function" && typeof Symbol("") === "symbol" ? Symbol("C#f") : "__C#f";
        const description = `${className}${name}`;
        const hasSymbol = f.createLogicalAnd(
          f.createStrictEquality(f.createTypeOfExpression(f.createIdentifier('Symbol')), f.createStringLiteral('function')),
          f.createStrictEquality(f.createTypeOfExpression(f.createCallExpression(f.createIdentifier('Symbol'), undefined, [f.createStringLiteral('')])), f.createStringLiteral('symbol')),
        );
        statements.push(f.createVariableStatement(undefined, f.createVariableDeclarationList([
          f.createVariableDeclaration(key, undefined, undefined, f.createConditionalExpression(hasSymbol, undefined,
            f.createCallExpression(f.createIdentifier('Symbol'), undefined, [f.createStringLiteral(description)]), undefined,
            f.createStringLiteral('__' + description))),
        ], ts.NodeFlags.None)));
      }
      const keyOf = (node, id) => keys.get(id.text) || fail(node, `the private name ${id.text} of another class`);
      const readHelperName = () => (readHelper = readHelper || f.createUniqueName('__privateRead'));
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
          const key = keyOf(node, node.left.name);
          if (inConstructor && target.kind === ts.SyntaxKind.ThisKeyword) {
            // Object.defineProperty(this, key, { value: v, writable: true })
            return f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier('Object'), 'defineProperty'), undefined, [
              f.createThis(), key,
              f.createObjectLiteralExpression([f.createPropertyAssignment('value', value), f.createPropertyAssignment('writable', f.createTrue())]),
            ]);
          }
          return f.createAssignment(f.createElementAccessExpression(target, key), value);
        }
        if (ts.isPropertyAccessExpression(node) && ts.isPrivateIdentifier(node.name)) {
          const target = ts.visitNode(node.expression, visit(inConstructor));
          return f.createCallExpression(readHelperName(), undefined, [target, keyOf(node, node.name)]);
        }
        return ts.visitEachChild(node, visit(inConstructor), context);
      };
      const members = statement.members.filter((m) => !(m.name && ts.isPrivateIdentifier(m.name)));
      statements.push(f.updateClassDeclaration(statement, statement.modifiers, statement.name, statement.typeParameters,
        statement.heritageClauses, members.map((m) => ts.visitNode(m, visit(false)))));
    }
    if (readHelper !== null) {
      // function __privateRead(o, k) { var v = o[k]; if (v === undefined) throw new TypeError(...); return v; }
      const o = f.createIdentifier('o'), k = f.createIdentifier('k'), v = f.createIdentifier('v');
      statements.unshift(f.createFunctionDeclaration(undefined, undefined, readHelper, undefined,
        [f.createParameterDeclaration(undefined, undefined, o), f.createParameterDeclaration(undefined, undefined, k)], undefined,
        f.createBlock([
          f.createVariableStatement(undefined, f.createVariableDeclarationList([f.createVariableDeclaration(v, undefined, undefined, f.createElementAccessExpression(o, k))])),
          f.createIfStatement(f.createStrictEquality(v, f.createVoidZero()), f.createThrowStatement(f.createNewExpression(f.createIdentifier('TypeError'), undefined,
            [f.createStringLiteral('Cannot read a private field of an object whose class did not declare it')]))),
          f.createReturnStatement(v),
        ], true)));
    }
    return f.updateSourceFile(file, statements);
  };
}
