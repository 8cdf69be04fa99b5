import type { CategoryNode } from './products.server'

/** The category with this id and the path of categories from the top down to it; empty when no category has that id. */
export function categoryPath(tree: CategoryNode[], id: number | null): CategoryNode[] {
  if (!id) return []
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = categoryPath(node.children, id)
    if (below.length) return [node, ...below]
  }
  return []
}
