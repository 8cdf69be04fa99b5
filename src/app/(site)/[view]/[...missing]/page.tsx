import { notFound } from 'next/navigation'

/** Any path no screen claims renders the site's 404 inside the main layout. */
export default function MissingPage() {
  notFound()
}
