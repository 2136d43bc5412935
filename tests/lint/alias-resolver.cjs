// ESLint import resolver (eslint-module-utils interface v2) for eslint-plugin-boundaries.
// It maps the tsconfig alias '@/' to src/ and resolves relative paths even when the target
// file does not exist yet, so the boundary rule judges an import by where it points.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const ROOT = path.resolve(__dirname, '..', '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  const alias = (config && config.alias) || {};
  let target;
  for (const [prefix, folder] of Object.entries(alias)) {
    if (source.startsWith(prefix)) target = path.join(ROOT, folder, source.slice(prefix.length));
  }
  if (!target && (source.startsWith('./') || source.startsWith('../'))) {
    target = path.resolve(path.dirname(file), source);
  }
  if (!target) return nodeResolver.resolve(source, file, {});
  const existing = EXTENSIONS.map((ext) => target + ext).find((candidate) => {
    try {
      return fs.statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  return { found: true, path: existing ?? target };
};
