import { notFoundMetadata, NotFoundScreen } from '@/features/layout/not-found-screen'

export const generateMetadata = notFoundMetadata

export default NotFoundScreen
