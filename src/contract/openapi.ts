import { z } from 'zod'

import { calls } from './calls'
import { callPath, type CallDefinition } from './define-call'

type JsonSchema = Record<string, unknown>

const LANG_DESCRIPTION =
  '回答的语言：en（也接受 en-us 等 en- 开头的写法）时 msg 为英文，内容字段（名称、标题、概述、正文、导航、配置文字等）为英文版，没有英文版的取中文；zh-cn 或不传为中文。也可放在 POST 请求体中。'

function inputSchema(call: CallDefinition): JsonSchema {
  return z.toJSONSchema(call.documentedInput ?? call.input, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
}

function envelopeSchema(call: CallDefinition): JsonSchema {
  const data = call.output ? (z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }) as JsonSchema) : {}
  delete data.$schema
  return {
    type: 'object',
    required: ['code', 'msg', 'data', 'time'],
    properties: {
      code: { type: 'integer', description: '1 成功；0 失败（msg 为原因）；10004 未登录或登录已过期；10005 系统错误' },
      msg: { type: 'string', description: '结果或失败原因；语言随 lang（lang=en 为英文）' },
      data,
      time: { type: 'string', description: 'Unix 时间戳（秒）' },
    },
  }
}

function operation(call: CallDefinition, method: 'GET' | 'POST' = call.method) {
  const schema = inputSchema(call)
  delete schema.$schema
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required as string[] | undefined) ?? [])
  const base = {
    operationId: method === call.method ? `${call.scope}_${call.name}` : `${call.scope}_${call.name}_${method.toLowerCase()}`,
    summary: call.summary,
    description: call.description,
    tags: [call.tag],
    ...(call.auth === 'member' ? { security: [{ bearer: [] }, { tokenHeader: [] }, { tokenCookie: [] }] } : {}),
    ...(call.auth === 'optional' ? { security: [{}, { bearer: [] }, { tokenHeader: [] }, { tokenCookie: [] }] } : {}),
    responses: {
      '200': { description: '统一响应信封', content: { 'application/json': { schema: envelopeSchema(call) } } },
      ...(call.cache === 'public' ? { '304': { description: '与 If-None-Match 中的 ETag 一致：沿用缓存' } } : {}),
      ...(method === 'POST' ? { '413': { description: '请求内容超过 1 MB' }, '429': { description: '请求过于频繁' } } : { '429': { description: '请求过于频繁' } }),
      '405': { description: '请求方法不对' },
    },
  }
  const lang = {
    name: 'lang',
    in: 'query',
    required: false,
    description: LANG_DESCRIPTION,
    schema: { type: 'string', enum: ['zh-cn', 'en'], default: 'zh-cn' },
  }
  if (method === 'GET') {
    return {
      ...base,
      parameters: [lang, ...Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }))],
    }
  }
  return {
    ...base,
    parameters: [lang],
    requestBody: {
      required: required.size > 0,
      content: {
        'application/json': { schema },
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': { schema },
      },
    },
  }
}

/** The OpenAPI 3.1 document of the public contract, generated from the schemas that validate requests. */
export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const call of calls) {
    paths[callPath(call)] = { [call.method.toLowerCase()]: operation(call) }
    // A public POST read also answers GET, which browsers and proxies can cache.
    if (call.cache === 'public' && call.method === 'POST') paths[callPath(call)].get = operation(call, 'GET')
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '官网与会员中心公开接口',
      version: '1.0.0',
      description:
        '所有接口返回 {code, msg, data, time}，HTTP 状态为 200；code 1 表示成功。每个请求可带 lang：lang=en 时 msg 与内容字段为英文（内容缺英文版时取中文），其余为中文，code 不变。POST 请求体可以是 JSON、urlencoded 或 multipart 表单，最大 1 MB。会员接口接受 Authorization: Bearer、token 请求头或 token Cookie。公开只读接口带 Cache-Control 与 ETag（可用 GET 调用以便缓存），其余接口为 private, no-store。',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        tokenHeader: { type: 'apiKey', in: 'header', name: 'token' },
        tokenCookie: { type: 'apiKey', in: 'cookie', name: 'token' },
      },
    },
  }
}
