/** A problem with the uploaded files as a whole (not one row), answered with its HTTP status and a message for staff. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly status: number = 400,
  ) {
    super(message)
    this.name = 'ImportFileError'
  }
}

export const MAX_SHEET_BYTES = 20 * 1024 * 1024
export const MAX_ZIP_BYTES = 200 * 1024 * 1024
export const MAX_ROWS = 5000
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024
/** What an image zip may hold once unpacked: pictures are compressed already, so about what it weighs. */
export const MAX_ZIP_UNPACKED_BYTES = 400 * 1024 * 1024
export const MAX_ZIP_ENTRIES = 5000
/** What a sheet may hold once unpacked: 5,000 rows of the template are about 4 MB of XML. */
export const MAX_SHEET_UNPACKED_BYTES = 64 * 1024 * 1024
export const MAX_IMAGES_PER_PRODUCT = 20

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
