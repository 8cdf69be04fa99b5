import { notFound } from 'next/navigation'

/** A cached screen (src/app/(site)/[view]/layout.tsx). */
export const dynamic = 'force-static'

/** Any path no screen claims renders the site's 404 inside the main layout. */
export default function MissingPage() {
  notFound()
}
