// The export conditions of every Node process that loads the app's modules without a bundler: the
// TypeScript scripts (scripts/run-ts.mjs: seed, migrate, backup) and Vitest's workers.
//
// Lexical's Node entry points (lexical/dist/Lexical.node.mjs and one in each @lexical/* package, which
// @payloadcms/richtext-lexical loads) choose their development or production build with a top-level
// `await import()`, and those builds import each other's Node entry points again. On Node 20 the
// evaluation of that graph of async modules sometimes never settles: the process quits with exit code
// 13 and no output before any of our code runs, or hangs while something else keeps the event loop
// alive. Their exports maps list `development` and `production` before `node`, so asking for one of
// them loads the plain build directly, with no top-level await. The built server is not concerned:
// the bundler resolves Lexical at build time. scripts/node-conditions.test.ts fails if the packaging changes.

/**
 * `--conditions=development`, or `production` when NODE_ENV is (the build Lexical's own entry point would pick).
 * @param {{ NODE_ENV?: string }} [env]
 */
export function nodeConditions(env = process.env) {
  return [`--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`]
}
