/**
 * What staff may upload (docs/deployment.md, "Uploads"): a file is held in memory while Payload stores it,
 * so every upload is bounded in bytes, and an image also in pixels, since one decoded picture of
 * 16,000 × 16,000 takes a gigabyte whatever its file weighs.
 */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 50_000_000
/** A picture longer than this on either side is kept scaled down to it (twice the widest size pages use, 1920). */
export const MAX_ORIGINAL_SIDE = 3840

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

export const UPLOAD_TOO_LARGE = `文件超过 ${megabytes(MAX_UPLOAD_BYTES)}，无法上传：请压缩或拆分后再上传`
export const IMAGE_TOO_LARGE = `图片超过 ${megabytes(MAX_IMAGE_BYTES)}，无法上传：请压缩后再上传`
export const imageTooManyPixels = (width: number, height: number) => `图片尺寸过大（${width} × ${height} 像素），上限为 ${MAX_IMAGE_PIXELS / 10_000} 万像素：请缩小后再上传`
export const IMAGE_UNREADABLE = '无法读取这张图片：文件可能已损坏，或不是 JPEG、PNG、WebP、GIF 等图片格式'
