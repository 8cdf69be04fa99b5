/**
 * Dependencies flow one way (docs/architecture.md), checked on the graph of src/ that import-x's
 * no-cycle does not see:
 * - `feature-folders`: a folder of src/features imports another only if that one does not reach it
 *   back, through any number of folders;
 * - `type-cycles`: no cycle of modules that a type-only import closes (import-x/no-cycle follows
 *   value imports only).
 * The graph is read once per lint run from the files' import lines (`@/` and relative paths).
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const src = path.join(root, 'src')
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs']
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g

/** @param {string} from the importing file @param {string} specifier */
function resolve(from, specifier) {
  const base = specifier.startsWith('@/') ? path.join(src, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  for (const extension of EXTENSIONS) if (fs.existsSync(base + extension) && fs.statSync(base + extension).isFile()) return base + extension
  return null
}

/** @type {{ files: Map<string, { to: string, type: boolean }[]>, folders: Map<string, Set<string>> } | null} */
let graph = null

function readGraph() {
  const files = new Map()
  const folders = new Map()
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (/\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const edges = []
        for (const [, , type, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
          const to = resolve(file, specifier)
          if (!to) continue
          edges.push({ to, type: Boolean(type) })
          const [a, b] = [featureOf(file), featureOf(to)]
          if (a && b && a !== b) folders.set(a, (folders.get(a) ?? new Set()).add(b))
        }
        files.set(file, edges)
      }
    }
  }
  visit(src)
  return { files, folders }
}

/** @param {string} file */
function featureOf(file) {
  const relative = path.relative(path.join(src, 'features'), file)
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]
}

/** A path from `start` back to `goal` through `next`, or null. @template T @param {T} start @param {T} goal @param {(node: T) => Iterable<T>} next */
function pathBack(start, goal, next) {
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length) {
    const trail = /** @type {T[]} */ (queue.shift())
    for (const node of next(trail[trail.length - 1])) {
      if (node === goal) return [...trail, node]
      if (seen.has(node)) continue
      seen.add(node)
      queue.push([...trail, node])
    }
  }
  return null
}

/** Runs `check(node, file)` on each import and re-export of the linted module that names a module of src/. */
function onImports(context, check) {
  const visit = (node) => {
    const file = typeof node.source?.value === 'string' ? resolve(context.filename, node.source.value) : null
    if (!file) return
    graph ??= readGraph()
    check(node, file, graph)
  }
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit }
}

const featureFolders = {
  meta: {
    type: 'problem',
    messages: { cycle: 'src/features/{{from}} imports src/features/{{to}}, which reaches it back ({{path}}): move the shared piece to a folder both may use.' },
    schema: [],
  },
  create(context) {
    return onImports(context, (node, file, { folders }) => {
      const [from, target] = [featureOf(context.filename), featureOf(file)]
      if (!from || !target || from === target) return
      const back = pathBack(target, from, (folder) => folders.get(folder) ?? [])
      if (back) context.report({ node, messageId: 'cycle', data: { from, to: target, path: [from, ...back].join(' → ') } })
    })
  },
}

const typeCycles = {
  meta: {
    type: 'problem',
    messages: { cycle: 'This import closes a cycle that a type-only import is part of: {{path}}. Move the shared type to a module both may import.' },
    schema: [],
  },
  create(context) {
    return onImports(context, (node, file, { files }) => {
      const back = pathBack(file, context.filename, (from) => (files.get(from) ?? []).map((edge) => edge.to))
      if (!back) return
      const cycle = [context.filename, ...back]
      const typed = cycle.slice(0, -1).some((from, index) => files.get(from)?.some((edge) => edge.to === cycle[index + 1] && edge.type))
      if (typed) context.report({ node, messageId: 'cycle', data: { path: cycle.map((each) => path.relative(root, each)).join(' → ') } })
    })
  },
}

export const moduleCycles = { rules: { 'feature-folders': featureFolders, 'type-cycles': typeCycles } }
