/* Payload's REST API, moved from /api so that /api/index/* and /api/member/* belong to the public contract. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardStaffRoutes } from '../staff-guard'

export const GET = guardStaffRoutes(REST_GET(config))
export const POST = guardStaffRoutes(REST_POST(config))
export const DELETE = guardStaffRoutes(REST_DELETE(config))
export const PATCH = guardStaffRoutes(REST_PATCH(config))
export const PUT = guardStaffRoutes(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
