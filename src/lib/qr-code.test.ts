import { describe, expect, it } from 'vitest'

import { qrCodeSvg, qrModules } from './qr-code'

const picture = (modules: boolean[][]) => modules.map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))

/** The 15 format bits next to the top-left finder (ISO/IEC 18004 §7.9), bit 0 first. */
function formatBits(m: boolean[][]): number {
  const cells: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ]
  return cells.reduce((bits, [x, y], i) => bits | (Number(m[y][x]) << i), 0)
}

describe('qrModules', () => {
  it('draws what the seed drew before the qrcode package (the seeded social QR images keep their bytes)', () => {
    // The matrix of the hand-written encoder this module replaced, for the seed's WeChat code.
    expect(picture(qrModules('wechat'))).toEqual([
      '#######..#.#..#######',
      '#.....#..###..#.....#',
      '#.###.#.##..#.#.###.#',
      '#.###.#.#..##.#.###.#',
      '#.###.#.##.##.#.###.#',
      '#.....#.#...#.#.....#',
      '#######.#.#.#.#######',
      '........#..##........',
      '#.#####..##.#.#####..',
      '..##.#...#..#..#.##.#',
      '#.######...#.#..####.',
      '..##.#.#..#....######',
      '....###...##.#..#..#.',
      '........#.######..###',
      '#######.....#.##.#.#.',
      '#.....#.#..#####.##.#',
      '#.###.#.#.#.#......#.',
      '#.###.#.##..#...#....',
      '#.###.#.####.#....#..',
      '#.....#...#......##..',
      '#######.#.##.#.#...#.',
    ])
  })

  it('is a level-M symbol of the smallest version that holds the text, with its finders, timing and format', () => {
    const url = 'https://www.example.com/product/12345'
    const m = qrModules(url)
    // 37 bytes in byte mode need version 3 at level M (version 2 holds 26 bytes).
    expect(m).toHaveLength(29)
    for (const row of m) expect(row).toHaveLength(29)
    const finder = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######']
    const block = (x: number, y: number) => picture(m.slice(y, y + 7).map((row) => row.slice(x, x + 7)))
    expect(block(0, 0)).toEqual(finder)
    expect(block(22, 0)).toEqual(finder)
    expect(block(0, 22)).toEqual(finder)
    for (let i = 8; i < 21; i++) {
      expect(m[6][i]).toBe(i % 2 === 0)
      expect(m[i][6]).toBe(i % 2 === 0)
    }
    const bits = formatBits(m) ^ 0x5412
    const data = bits >>> 10
    expect(data >>> 3).toBe(0b00) // level M
    let remainder = data
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537)
    expect(bits & 0x3ff).toBe(remainder & 0x3ff) // the BCH check bits agree
    expect(m[29 - 8][8]).toBe(true) // the dark module
  })

  it('refuses a text past version 40', () => {
    expect(() => qrModules('x'.repeat(2332))).toThrow()
  })
})

describe('qrCodeSvg', () => {
  it('is an SVG document sized by its viewBox (the page sets its size), its modules in the given colour on white', async () => {
    const svg = await qrCodeSvg('https://www.example.com/product/1', { margin: 2 })
    const size = qrModules('https://www.example.com/product/1').length + 4
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`)
    expect(svg).not.toMatch(/<svg[^>]* width=/)
    expect(svg).toContain('fill="#ffffff"')
    expect(svg).toContain('stroke="#0a1f3c"')
    expect(svg).not.toMatch(/<script/i)
  })
})
