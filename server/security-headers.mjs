// The security headers of every answer: pages, the contract, the admin, files.
import { RESOURCE_POLICY } from './content-security-policy.mjs'

const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'bluetooth=()', 'browsing-topics=()', 'fullscreen=(self)'].join(
  ', ',
)

/** The headers setSecurityHeaders sets on every answer, whatever it is (the policy aside, which an HTML answer has its own of). */
export const SAME_FOR_EVERY_ANSWER = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security']

/**
 * Set before the app answers; an HTML answer's policy replaces RESOURCE_POLICY
 * once its body is known (server/whole-answer.mjs).
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean, dev?: boolean }} request
 */
export function setSecurityHeaders(res, { https, dev = false }) {
  res.setHeader('x-content-type-options', 'nosniff')
  res.setHeader('x-frame-options', 'SAMEORIGIN')
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
  res.setHeader('permissions-policy', PERMISSIONS_POLICY)
  // React's development runtime evaluates code: `npm run dev` goes without a policy.
  if (!dev) res.setHeader('content-security-policy', RESOURCE_POLICY)
  if (https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains')
}
