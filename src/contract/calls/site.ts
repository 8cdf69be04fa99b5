import { z } from 'zod'

import { banners, companyInfo, honors, navigation, siteConfig } from '@/data/site.server'
import { regionTree } from '@/lib/regions'
import zhContract from '@/messages/zh/contract.json'

import { defineCall } from '../define-call'
import { optionalId } from '../inputs'

export const nav = defineCall({
  scope: 'index',
  name: 'nav',
  method: 'GET',
  tag: '站点',
  summary: '导航菜单：type 1 页头（按权重从高到低），type 2 页脚',
  auth: 'none',
  cache: 'public',
  input: z.object({ type: z.enum(['1', '2'], { error: zhContract.content.navType }).default('1') }),
  handle: async ({ input, locale }) => ({ data: await navigation(input.type === '2' ? 'footer' : 'header', locale) }),
})

export const banner = defineCall({
  scope: 'index',
  name: 'banner',
  method: 'GET',
  tag: '站点',
  summary: '横幅：不带 category_id 时为首页顶部横幅，带 category_id 时为该产品分类的横幅',
  auth: 'none',
  cache: 'public',
  input: z.object({ category_id: optionalId() }),
  handle: async ({ input, locale }) => ({
    data: input.category_id ? await banners({ categoryId: input.category_id, locale }) : await banners({ position: 'home-top', locale }),
  }),
})

export const config = defineCall({
  scope: 'index',
  name: 'config',
  method: 'GET',
  tag: '站点',
  summary: '站点设置（表单选项、联系电话、二维码、system.site 与 system.footer）',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async ({ locale }) => ({ data: await siteConfig(locale) }),
})

export const companyInfoCall = defineCall({
  scope: 'index',
  name: 'company_info',
  method: 'GET',
  tag: '站点',
  summary: '公司信息：企业文化、公司简介、经营理念（HTML）与联系方式',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async ({ locale }) => ({ data: await companyInfo(locale) }),
})

export const honor = defineCall({
  scope: 'index',
  name: 'honor',
  method: 'GET',
  tag: '站点',
  summary: '荣誉资质列表（type 1 企业荣誉，type 2 资质认证）',
  auth: 'none',
  cache: 'public',
  input: z.object({ type: z.enum(['1', '2'], { error: zhContract.content.honorType }).default('1') }),
  handle: async ({ input, locale }) => ({ data: await honors(input.type, locale) }),
})

export const area = defineCall({
  scope: 'index',
  name: 'area',
  method: 'GET',
  tag: '站点',
  summary: '全国省、市、区县三级行政区划树 {id, name, children}',
  auth: 'none',
  cache: 'public',
  input: z.object({}),
  handle: async () => ({ data: regionTree() }),
})
