/* The public HTTP contract (spec section 7): every call lives in src/contract/calls. */
import { dispatch, methodNotAllowed } from '@/contract/dispatch.server'

type Context = { params: Promise<{ scope: string; call: string }> }

async function handle(request: Request, context: Context) {
  const { scope, call } = await context.params
  return dispatch(request, scope, call)
}

export const GET = handle
export const POST = handle
export const PUT = methodNotAllowed
export const PATCH = methodNotAllowed
export const DELETE = methodNotAllowed
