/**
 * The client/server split of docs/architecture.md as two lint rules:
 * - `server-module`: a `*.server.ts(x)` module imports 'server-only', so a
 *   client component that reaches it fails the build instead of shipping it;
 * - `client-module`: a file that starts with 'use client' imports no
 *   `*.server` module and no 'server-only' (types alone are erased, so allowed).
 */
const isDirective = (node, value) => node.type === 'ExpressionStatement' && node.directive === value

const serverModule = {
  meta: { type: 'problem', messages: { missing: "A *.server module imports 'server-only' first." }, schema: [] },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only')
        if (!marked) context.report({ node: program, messageId: 'missing' })
      },
    }
  },
}

const clientModule = {
  meta: { type: 'problem', messages: { server: "A client component imports no server module ('{{source}}')." }, schema: [] },
  create(context) {
    let client = false
    const check = (node) => {
      const source = node.source?.value
      const typesOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((item) => item.importKind === 'type' || item.exportKind === 'type'))
      if (client && !typesOnly && typeof source === 'string' && (source === 'server-only' || /\.server(\.[mc]?[jt]sx?)?$/.test(source))) {
        context.report({ node, messageId: 'server', data: { source } })
      }
    }
    return {
      Program(program) {
        client = program.body.some((node) => isDirective(node, 'use client'))
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    }
  },
}

export const serverClientSplit = { rules: { 'server-module': serverModule, 'client-module': clientModule } }
