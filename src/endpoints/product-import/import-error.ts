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
export const MAX_IMAGES_PER_PRODUCT = 20

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
