/* eslint-env node */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const ROOT = path.resolve(__dirname, '..', '..');
// The project's pinned WPT (../shared/conformance/wpt-js and wpt/) for the package's copy.
const SHARED = path.resolve(ROOT, '..', 'shared', 'conformance');
const WPT_DIR = path.join(SHARED, 'wpt-js', 'url');
const LOCK_PATH = path.join(__dirname, 'wpt.lock.json');
// iri-url/react-native (the built package) for the package's own js/URL.ts.
const SOURCE_PATH = require.resolve('iri-url/react-native');

function read(file) {
  return fs.readFileSync(file, 'utf8');
}

function verifyChecksums() {
  // The project's copy is pinned by ../shared/conformance/wpt-js/README.md (sha256 of each
  // file); here: every file of the lock is there.
  const lock = JSON.parse(read(LOCK_PATH));
  const missing = lock.tests.filter((file) => !fs.existsSync(path.join(WPT_DIR, file)));
  if (missing.length) {
    throw new Error(`Missing WPT files: ${missing.join(', ')}`);
  }
}

function metadata(source) {
  const values = {};
  for (const match of source.matchAll(/^\/\/ META: ([^=]+)=(.*)$/gm)) {
    (values[match[1]] ||= []).push(match[2]);
  }
  return values;
}

function resourcePath(request, testFile) {
  const base = new global.URL(`https://wpt.test/url/${testFile}`);
  const pathname = new global.URL(request, base).pathname;
  const resources = {
    '/common/subset-tests-by-key.js': 'wpt-js/common/subset-tests-by-key.js',
    '/interfaces/url.idl': 'wpt-js/interfaces/url.idl',
    '/resources/WebIDLParser.js': 'wpt-js/resources/webidl2/lib/webidl2.js',
    '/resources/idlharness.js': 'wpt-js/resources/idlharness.js',
  };

  if (pathname.startsWith('/url/resources/')) {
    const file = path.join(WPT_DIR, 'resources', path.basename(pathname));
    return fs.existsSync(file) ? file : path.join(SHARED, 'wpt', path.basename(pathname));
  }
  if (resources[pathname]) {
    return path.join(SHARED, resources[pathname]);
  }
  throw new Error(`Unmapped WPT resource: ${request} (${pathname})`);
}

function mappedFetch(testFile) {
  return async (request) => {
    const value = typeof request === 'string' ? request : request.url;
    const file = resourcePath(value, testFile);
    const body = read(file);
    return {
      ok: true,
      status: 200,
      json: async () => JSON.parse(body),
      text: async () => body,
    };
  };
}

function installImplementation(context) {
  // The built CommonJS files evaluated in the test's realm, as the package's source was.
  const cache = {};
  const load = (file) => {
    if (cache[file]) return cache[file].exports;
    const module = (cache[file] = {exports: {}});
    const wrapper = vm.runInContext(
      `(function (exports, require, module) {${read(file)}\n})`,
      context,
      {filename: file},
    );
    wrapper(module.exports, (id) => load(path.resolve(path.dirname(file), id)), module);
    return module.exports;
  };
  const implementation = load(SOURCE_PATH);
  if (!implementation.URL || !implementation.URLSearchParams) {
    throw new Error(
      `Failed to load URL implementation: ${Object.keys(implementation).join(', ')}`,
    );
  }
  context.URL = implementation.URL;
  context.URLSearchParams = implementation.URLSearchParams;
}

function installDOMException(context) {
  vm.runInContext(
    `class DOMException extends Error {}
     const names = [
       'INDEX_SIZE_ERR', 'DOMSTRING_SIZE_ERR', 'HIERARCHY_REQUEST_ERR',
       'WRONG_DOCUMENT_ERR', 'INVALID_CHARACTER_ERR', 'NO_DATA_ALLOWED_ERR',
       'NO_MODIFICATION_ALLOWED_ERR', 'NOT_FOUND_ERR', 'NOT_SUPPORTED_ERR',
       'INUSE_ATTRIBUTE_ERR', 'INVALID_STATE_ERR', 'SYNTAX_ERR',
       'INVALID_MODIFICATION_ERR', 'NAMESPACE_ERR', 'INVALID_ACCESS_ERR',
       'VALIDATION_ERR', 'TYPE_MISMATCH_ERR', 'SECURITY_ERR', 'NETWORK_ERR',
       'ABORT_ERR', 'URL_MISMATCH_ERR', 'QUOTA_EXCEEDED_ERR', 'TIMEOUT_ERR',
       'INVALID_NODE_TYPE_ERR', 'DATA_CLONE_ERR'
     ];
     names.forEach((name, index) => {
       Object.defineProperty(DOMException, name, {value: index + 1, enumerable: true});
       Object.defineProperty(DOMException.prototype, name, {
         enumerable: true,
         get() {
           if (!(this instanceof DOMException)) throw new TypeError('Illegal invocation');
           return index + 1;
         }
       });
     });
     globalThis.DOMException = DOMException;`,
    context,
  );
}

async function runWptFile({file, search = ''}) {
  const testPath = path.join(WPT_DIR, file);
  const source = read(testPath);
  const meta = metadata(source);
  const sandbox = {
    console,
    setTimeout,
    clearTimeout,
    AbortController,
    Request,
    Response,
    FormData,
    location: {pathname: `/url/${file}`, search},
  };
  const context = vm.createContext(sandbox, {name: file});
  vm.runInContext('globalThis.self = globalThis', context);
  context.fetch = mappedFetch(file);
  installDOMException(context);
  installImplementation(context);

  vm.runInContext(read(path.join(SHARED, 'wpt-js', 'resources', 'testharness.js')), context, {
    filename: '/resources/testharness.js',
  });
  const completion = new Promise((resolve) => {
    context.__complete = resolve;
    vm.runInContext(
      'add_completion_callback((tests, status) => __complete({' +
        'tests: tests.map(test => test.structured_clone()), ' +
        'status: status.structured_clone()}))',
      context,
    );
  });

  for (const script of meta.script || []) {
    vm.runInContext(read(resourcePath(script, file)), context, {
      filename: script,
    });
  }
  vm.runInContext(
    "Object.defineProperty(self, 'URL', {enumerable: false});" +
      "Object.defineProperty(self, 'URLSearchParams', {enumerable: false});",
    context,
  );
  vm.runInContext(source, context, {filename: `/url/${file}`});

  let timeout;
  try {
    return await Promise.race([
      completion,
      new Promise((_, reject) => {
        timeout = setTimeout(
          () => reject(new Error(`WPT runner timed out: ${file}`)),
          65000,
        );
      }),
    ]);
  } finally {
    clearTimeout(timeout);
  }
}

function cases() {
  const lock = JSON.parse(read(LOCK_PATH));
  return lock.tests.flatMap((file) => {
    const variants = metadata(read(path.join(WPT_DIR, file))).variant;
    return variants?.length
      ? variants.map((search) => ({file, search}))
      : [{file, search: ''}];
  });
}

module.exports = {cases, runWptFile, verifyChecksums};
