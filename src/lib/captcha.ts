import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import svgCaptcha from 'svg-captcha'

import { issueSecret, takeSecret } from './one-time-secrets'

/** A captcha answer is valid once, for at most this long. */
export const CAPTCHA_TTL_SECONDS = 5 * 60

const key = (hash: string) => `captcha:${hash}`

/**
 * Draws a captcha: characters as distorted paths with noise lines (svg-captcha),
 * rasterised to PNG so the answer is nowhere in the markup.
 */
export async function createCaptcha(payload: Payload): Promise<{ hash: string; base64: string }> {
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
  const hash = crypto.randomUUID()
  await issueSecret(payload, key(hash), text, CAPTCHA_TTL_SECONDS)
  return { hash, base64: `data:image/png;base64,${png.toString('base64')}` }
}

/**
 * Checks an answer; the captcha is used up whatever the outcome. CAPTCHA_TEST_CODE
 * (tests only, off by default) is accepted as the answer of any live captcha.
 */
export async function checkCaptcha(payload: Payload, hash: string | undefined, answer: string): Promise<boolean> {
  if (!hash) return false
  const outcome = await takeSecret(payload, key(hash), answer)
  if (outcome === 'missing') return false
  const testCode = process.env.CAPTCHA_TEST_CODE
  return outcome === 'ok' || (Boolean(testCode) && answer.trim().toLowerCase() === testCode?.trim().toLowerCase())
}
