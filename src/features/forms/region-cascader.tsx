'use client'

import { Cascader } from 'antd'
import type { CascaderProps } from 'antd'
import { useEffect, useState } from 'react'

import { api } from '@/lib/api-client'
import { contractLang } from '@/lib/page-language'
import type { Region } from '@/lib/regions'

import { useFormText } from './form-text'

const trees = new Map<string, Promise<Region[]>>()

/** The region tree of GET /api/index/area in the page's language, fetched once and shared; a failure lets the next caller retry. */
function loadRegions(): Promise<Region[]> {
  const lang = contractLang()
  let tree = trees.get(lang)
  if (!tree) {
    tree = api<Region[]>('/api/index/area').then(
      ({ data }) => data,
      (error: unknown) => {
        trees.delete(lang)
        throw error
      },
    )
    trees.set(lang, tree)
  }
  return tree
}

type State = { regions: Region[]; state: 'loading' | 'done' | 'error' }

export function useRegions(): State {
  const [value, setValue] = useState<State>({ regions: [], state: 'loading' })
  useEffect(() => {
    let live = true
    loadRegions().then(
      (regions) => live && setValue({ regions, state: 'done' }),
      () => live && setValue({ regions: [], state: 'error' }),
    )
    return () => {
      live = false
    }
  }, [])
  return value
}

/** Names along a path of region ids: 广东省 / 深圳市 / 南山区. */
export function regionLabel(regions: Region[], ids: readonly string[]): string {
  const names: string[] = []
  let level: Region[] | undefined = regions
  for (const id of ids) {
    const found: Region | undefined = level?.find((region) => region.id === id)
    if (!found) break
    names.push(found.name)
    level = found.children
  }
  return names.join(' / ')
}

const FIELD_NAMES = { label: 'name', value: 'id', children: 'children' } as const

type Props = Omit<CascaderProps<Region>, 'options' | 'multiple'>

/** Province / city / district picker whose value is the list of region ids (spec section 3). */
export function RegionCascader(props: Props) {
  const { regions, state } = useRegions()
  const words = useFormText().text.fields.address
  return (
    <Cascader<Region>
      {...props}
      options={regions}
      fieldNames={FIELD_NAMES}
      showSearch
      changeOnSelect={false}
      loading={state === 'loading'}
      placeholder={state === 'error' ? words.failed : words.placeholder}
      // Until the tree arrives, a saved value shows as 加载中… rather than bare ids. The regions' names are Chinese on either site.
      displayRender={(labels) => (state === 'done' ? <span lang="zh">{labels.join(' / ')}</span> : words.loading)}
      notFoundContent={words.notFound}
    />
  )
}
