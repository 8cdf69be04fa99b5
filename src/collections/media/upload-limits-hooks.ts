import { APIError, type CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

import { IMAGE_TOO_LARGE, IMAGE_UNREADABLE, imageTooManyPixels, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_ORIGINAL_SIDE } from '@/lib/upload-limits'

/** A refused upload: the sender's mistake, logged as information (payload.config.ts loggingLevels), not as a server error. */
export class UploadRefused extends APIError {
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
    // Set by hand: a minified class name would not match loggingLevels.
    this.name = 'UploadRefused'
  }
}

/**
 * An uploaded image is refused, with what is wrong in Chinese, past MAX_IMAGE_BYTES or MAX_IMAGE_PIXELS,
 * before Payload decodes it to make its sizes; its pixels are read from the file's header alone. A still
 * picture longer than MAX_ORIGINAL_SIDE is scaled down to it before it is stored, in its own format
 * (turned upright by its EXIF orientation first); a smaller one is stored exactly as sent.
 */
export const boundImageUploads: CollectionBeforeOperationHook = async ({ args, operation }) => {
  const file = (operation === 'create' || operation === 'update') && args.req?.file
  if (!file || !file.mimetype.startsWith('image/') || file.mimetype === 'image/svg+xml') return args
  if (file.size > MAX_IMAGE_BYTES) throw new UploadRefused(IMAGE_TOO_LARGE, 413)
  const { width, height, format, pages } = await sharp(file.data, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined, format: undefined, pages: undefined }))
  if (!width || !height) throw new UploadRefused(IMAGE_UNREADABLE, 400)
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadRefused(imageTooManyPixels(width, height), 400)
  if (Math.max(width, height) > MAX_ORIGINAL_SIDE && (pages ?? 1) === 1 && format) {
    const lossy = format === 'jpeg' || format === 'webp' || format === 'heif'
    const scaled = await sharp(file.data, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: MAX_ORIGINAL_SIDE, height: MAX_ORIGINAL_SIDE, fit: 'inside' })
      .toFormat(format, lossy ? { quality: 90 } : {})
      .toBuffer()
      // A format sharp reads but cannot write is stored as sent: it is within the limits above.
      .catch(() => null)
    if (scaled) {
      file.data = scaled
      file.size = scaled.length
    }
  }
  return args
}
