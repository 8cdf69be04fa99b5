import crypto from 'node:crypto'

import sharp from 'sharp'
import svgCaptcha from 'svg-captcha'

/** A captcha answer is valid once, for at most this long. */
export const CAPTCHA_TTL_SECONDS = 5 * 60

/**
 * Draws a captcha: characters as distorted paths with noise lines (svg-captcha),
 * rasterised to PNG so the answer is nowhere in the markup. `hash` names it.
 */
export async function drawCaptcha(): Promise<{ hash: string; answer: string; base64: string }> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1iIlLqg9',
    noise: 3,
    color: true,
    background: '#F5F7FA',
    width: 120,
    height: 44,
    fontSize: 48,
  })
  const png = await sharp(Buffer.from(data), { density: 144 }).png({ compressionLevel: 9 }).toBuffer()
  return { hash: crypto.randomUUID(), answer: text, base64: `data:image/png;base64,${png.toString('base64')}` }
}

/** Whether an answer is CAPTCHA_TEST_CODE (tests only, off by default), which passes any live captcha. */
export function isTestAnswer(answer: string): boolean {
  const testCode = process.env.CAPTCHA_TEST_CODE
  return Boolean(testCode) && answer.trim().toLowerCase() === testCode?.trim().toLowerCase()
}
