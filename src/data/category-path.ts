/** A category tree's node: what categoryPath needs of one (CategoryNode of products.server.ts is one). */
type TreeNode<T> = { id: number; children: T[] }

/** The category with this id and the path of categories from the top down to it; empty when no category has that id. */
export function categoryPath<T extends TreeNode<T>>(tree: T[], id: number | null): T[] {
  if (!id) return []
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = categoryPath(node.children, id)
    if (below.length) return [node, ...below]
  }
  return []
}
