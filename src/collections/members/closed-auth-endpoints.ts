import type { Endpoint } from 'payload'

/**
 * Payload's own auth routes for members (/cms-api/members/login, …) would let
 * anyone sign in, mail reset links or renew tokens without the contract's
 * captcha, limits and messages. These endpoints come before Payload's in the
 * collection and answer first. `unlock` stays: its access rule admits admins only.
 */
const closedPaths = ['/login', '/forgot-password', '/reset-password', '/refresh-token', '/first-register', '/verify/:id']

const refuse: Endpoint['handler'] = () => Response.json({ errors: [{ message: '会员请通过网站登录、注册和找回密码' }] }, { status: 403, headers: { 'cache-control': 'no-store' } })

export const closedMemberAuthEndpoints: Endpoint[] = closedPaths.map((path) => ({ path, method: 'post', handler: refuse }))
