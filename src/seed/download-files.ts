import crypto from 'node:crypto'

import { products } from './content'
import { englishCompanyName, englishDownloads, englishProduct } from './content/en'
import type { SeedDownload, SeedProduct } from './content/types'
import { type PdfLine, type PdfPage, pdfDocument, pseudoRandomBytes, scanPixels, wrapText, zipArchive } from './files'

/**
 * The file of each seeded download, as heavy as such a file is (the
 * download's `fileSize`, give or take a few kilobytes): a PDF of real text
 * pages (the document's English title and description, a page per product
 * model it covers with that model's specifications) and figure pages whose
 * images make up the weight; a ZIP of real text files and generated binary
 * parts. Only the file name and the content decide the bytes: every seed
 * writes the same files.
 */

/** A download belongs to the products it names: a model, a series ("PSD-6000C") or a family ("PSD 系列"). */
export function relatedModels(item: { title: string; description: string; productModels: string[] }): string[] {
  if (item.productModels.length) return item.productModels
  const names = `${item.title} ${item.description}`.match(/\b[A-Z]{2,3}(?:-[0-9A-Z]+)*/g) ?? []
  return products
    .filter((product) => !product.draft)
    .filter((product) => names.some((name) => product.model === name || product.series.startsWith(`${name} `) || product.model.startsWith(`${name}-`)))
    .map((product) => product.model)
}

const DEMO_NOTE = 'Demo file of the Jingyuan Electronics demo site: the text is real, the images and binary parts are generated placeholder data.'

/** The English text of a download (its title and description), by file name. */
function english(item: SeedDownload) {
  const text = englishDownloads[item.fileName]
  if (!text) throw new Error(`seed downloads: no English text for ${item.fileName}`)
  return { title: text.title.charAt(0).toUpperCase() + text.title.slice(1), description: text.description, version: text.version ?? item.version }
}

const heading = (text: string): PdfLine => ({ text, size: 16, bold: true })
const paragraph = (text: string, width = 95): PdfLine[] => wrapText(text, width).map((line) => ({ text: line }))
const blank: PdfLine = { text: '' }
/** Text lines as pages of at most `perPage` lines, the first line of each page its heading. */
function textPages(title: string, lines: PdfLine[], perPage = 46): PdfPage[] {
  const pages: PdfPage[] = []
  for (let start = 0; start < lines.length || start === 0; start += perPage) pages.push({ lines: [heading(title), blank, ...lines.slice(start, start + perPage)] })
  return pages
}

/** What each kind of document shows in its figures. */
const FIGURES: Record<string, string[]> = {
  manual: [
    'Front panel',
    'Rear panel and terminals',
    'Display and status indicators',
    'Output wiring',
    'Remote sense wiring',
    'Parallel connection',
    'Series connection',
    'Protection settings menu',
    'List mode editor',
    'Interface settings',
    'Rack mounting',
    'Fuse and maintenance',
    'Dimensions',
    'Troubleshooting flow',
  ],
  datasheet: ['Product views', 'Typical transient response', 'Output derating curve', 'Ripple and noise', 'Dimensions', 'Application example'],
  programming: ['Remote interfaces', 'Status register model', 'Trigger model', 'List sequence timing', 'LAN configuration'],
  certificate: ['Scanned certificate', 'Scanned annex'],
}

/** SCPI commands a programming guide lists, for supplies and for loads. */
const SCPI = {
  supply: [
    ['*IDN?', 'Identification: maker, model, serial number, firmware'],
    ['*RST', 'Reset to the factory settings, output off'],
    ['OUTPut[:STATe] ON|OFF', 'Switch the output on or off'],
    ['[SOURce:]VOLTage[:LEVel] <value>', 'Set the output voltage'],
    ['[SOURce:]CURRent[:LEVel] <value>', 'Set the current limit'],
    ['[SOURce:]VOLTage:PROTection <value>', 'Set the over-voltage protection level'],
    ['[SOURce:]CURRent:PROTection:STATe ON|OFF', 'Enable over-current protection'],
    ['MEASure:VOLTage?', 'Read back the output voltage'],
    ['MEASure:CURRent?', 'Read back the output current'],
    ['MEASure:POWer?', 'Read back the output power'],
    ['LIST:STEP <count>', 'Number of steps of the List sequence'],
    ['LIST:VOLTage <v1>,<v2>,...', 'Voltages of the List steps'],
    ['LIST:DWELl <t1>,<t2>,...', 'Dwell time of each step'],
    ['TRIGger:SOURce BUS|EXTernal|IMMediate', 'Trigger source'],
    ['SYSTem:REMote', 'Lock the front panel for remote control'],
    ['SYSTem:ERRor?', 'Read the next error of the queue'],
  ],
  load: [
    ['*IDN?', 'Identification: maker, model, serial number, firmware'],
    ['*RST', 'Reset to the factory settings, input off'],
    ['INPut[:STATe] ON|OFF', 'Switch the load input on or off'],
    ['[SOURce:]MODE CC|CV|CR|CP', 'Select the operating mode'],
    ['[SOURce:]CURRent[:LEVel] <value>', 'Current of CC mode'],
    ['[SOURce:]VOLTage[:LEVel] <value>', 'Voltage of CV mode'],
    ['[SOURce:]RESistance[:LEVel] <value>', 'Resistance of CR mode'],
    ['[SOURce:]POWer[:LEVel] <value>', 'Power of CP mode'],
    ['[SOURce:]CURRent:SLEW <value>', 'Current slew rate of dynamic mode'],
    ['[SOURce:]DYNamic:HIGH <value>', 'High level of dynamic mode'],
    ['CHANnel <n>', 'Select a load module (ELM)'],
    ['MEASure:VOLTage?', 'Read the input voltage'],
    ['MEASure:CURRent?', 'Read the input current'],
    ['BATTery:CUToff:VOLTage <value>', 'Cut-off voltage of the battery test'],
    ['BATTery:CAPacity?', 'Discharged capacity of the last test'],
    ['SYSTem:ERRor?', 'Read the next error of the queue'],
  ],
}

/** A model's page: its English name, summary and specifications. */
function modelPages(product: SeedProduct): PdfPage[] {
  const text = englishProduct(product)
  if (!text) return []
  const lines = [
    ...paragraph(text.summary),
    blank,
    { text: 'Specifications', size: 12, bold: true },
    ...text.specs.map((row) => ({ text: `${row.group ? `${row.group} / ` : ''}${row.name}: ${row.value}` })),
  ]
  return textPages(`${product.model}  ${text.name}`, lines)
}

/** Figures of `total` bytes in all, each about `each` bytes and `aspect` (width to height), captioned from `captions`. */
function figurePages(seed: string, total: number, each: number, aspect: number, captions: string[]): PdfPage[] {
  const count = Math.max(1, Math.round(total / each))
  return Array.from({ length: count }, (_, index) => {
    const bytes = Math.floor(total / count)
    const width = Math.max(16, Math.round(Math.sqrt(bytes * aspect)))
    const height = Math.max(1, Math.floor(bytes / width))
    const caption = `Figure ${index + 1}. ${captions[index % captions.length]}`
    return { lines: [heading(captions[index % captions.length])], figure: { width, height, pixels: scanPixels(`${seed}#${index}`, width * height), caption } }
  })
}

function pdfFile(item: SeedDownload, models: SeedProduct[], allProducts: SeedProduct[]): Buffer {
  const text = english(item)
  const cover: PdfPage = {
    lines: [
      { text: englishCompanyName, size: 11 },
      blank,
      blank,
      ...wrapText(text.title, 42).map((line) => ({ text: line, size: 20, bold: true })),
      blank,
      { text: `Version ${text.version}`, size: 12 },
      blank,
      ...(models.length ? paragraph(`Models: ${models.map((product) => product.model).join(', ')}`) : []),
      blank,
      ...paragraph(DEMO_NOTE),
    ],
  }
  const overview = (products: SeedProduct[]) =>
    textPages(
      'Model overview',
      products.map((product) => ({ text: `${product.model}  -  ${englishProduct(product)?.name ?? product.series}` })),
    )
  const commands = (/\b(ELD|ELM)\b/.test(item.fileName.replace(/-/g, ' ')) ? SCPI.load : SCPI.supply).flatMap(([command, meaning]) => [
    { text: command, bold: true },
    { text: `    ${meaning}` },
  ])
  const sections: { title: string; pages: PdfPage[] }[] =
    item.categoryKey === 'certificate'
      ? []
      : item.categoryKey === 'programming'
        ? [
            { title: 'Model overview', pages: overview(models) },
            { title: 'Command reference', pages: textPages('Command reference', commands) },
          ]
        : [
            { title: 'Model overview', pages: overview(models.length ? models : allProducts) },
            { title: 'Specifications by model', pages: models.flatMap(modelPages) },
          ]
  // Figures fill the rest of the weight: their pixels, and a few hundred bytes a page.
  const textWeight = pdfDocument([cover, cover, ...sections.flatMap((section) => section.pages)], { title: text.title, author: englishCompanyName }).length
  // A certificate is one scanned A4 page; other documents have figures of about 190 KB, landscape.
  const [each, aspect] = item.categoryKey === 'certificate' ? [item.fileSize!, 210 / 297] : [192 * 1024, 4 / 3]
  const figures = figurePages(item.fileName, Math.max(16 * 1024, item.fileSize! - textWeight), each, aspect, FIGURES[item.categoryKey])
  sections.push(...figures.map((page) => ({ title: page.figure!.caption, pages: [page] })))
  // The cover is page 1 and this page 2: the sections follow from page 3.
  let next = 3
  const contents = sections
    .filter((section) => section.pages.length)
    .map((section) => {
      const first = next
      next += section.pages.length
      return { text: `${section.title}  ...  ${first === next - 1 ? first : `${first}-${next - 1}`}` }
    })
  const about: PdfPage = { lines: [heading('About this document'), blank, ...paragraph(text.description), blank, { text: 'Contents', size: 12, bold: true }, ...contents] }
  return pdfDocument([cover, about, ...sections.flatMap((section) => section.pages)], { title: text.title, author: englishCompanyName })
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex')

/** A README in English and Chinese that says what the package is. */
function readme(item: SeedDownload): string {
  const text = english(item)
  return [
    text.title,
    `Version ${text.version}`,
    '',
    ...wrapText(text.description, 76),
    '',
    item.title,
    `版本 ${item.version}`,
    item.description,
    '',
    ...wrapText(DEMO_NOTE, 76),
    '',
  ].join('\r\n')
}

/** Rows of a battery discharge log: time, voltage, current, capacity, as PyVISA example data. */
function dischargeCsv(rows: number, cells: number): string {
  const lines = ['time_s,voltage_v,current_a,capacity_ah']
  for (let index = 0; index < rows; index += 1) {
    const share = index / rows
    const voltage = cells * (4.18 - 0.55 * share - 0.35 * share ** 8)
    lines.push(`${index},${voltage.toFixed(4)},${(10 + 0.002 * Math.sin(index / 7)).toFixed(4)},${((index * 10) / 3600).toFixed(5)}`)
  }
  return `${lines.join('\n')}\n`
}

const PYTHON_EXAMPLES: Record<string, string> = {
  'supply_sweep.py': `"""Sweep the output voltage of a PSD supply and log the readback."""
import csv
import time

import pyvisa

rm = pyvisa.ResourceManager()
psu = rm.open_resource("TCPIP0::192.168.1.100::5025::SOCKET", read_termination="\\n", write_termination="\\n")
print(psu.query("*IDN?"))
psu.write("CURR 1.0")
psu.write("OUTP ON")
with open("sweep.csv", "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(["set_v", "read_v", "read_a"])
    for step in range(0, 61):
        volts = step * 0.5
        psu.write(f"VOLT {volts:.3f}")
        time.sleep(0.2)
        writer.writerow([volts, psu.query("MEAS:VOLT?"), psu.query("MEAS:CURR?")])
psu.write("OUTP OFF")
`,
  'battery_discharge.py': `"""Discharge a battery with an ELD load at constant current until the cut-off voltage."""
import time

import pyvisa

CUTOFF_V = 3.0 * 4
rm = pyvisa.ResourceManager()
load = rm.open_resource("USB0::0x5345::0x1234::ELD8000A::INSTR")
load.write("MODE CC")
load.write("CURR 10")
load.write("INP ON")
start = time.time()
with open("discharge.csv", "w") as out:
    out.write("time_s,voltage_v,current_a\\n")
    while True:
        volts = float(load.query("MEAS:VOLT?"))
        amps = float(load.query("MEAS:CURR?"))
        out.write(f"{time.time() - start:.0f},{volts:.4f},{amps:.4f}\\n")
        if volts <= CUTOFF_V:
            break
        time.sleep(10)
load.write("INP OFF")
`,
  'export_report.py': `"""Turn a logged CSV into a summary: duration, minimum voltage, capacity."""
import csv
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
print(f"samples: {len(rows)}")
print(f"duration: {float(rows[-1]['time_s']) / 3600:.2f} h")
print(f"minimum voltage: {min(float(row['voltage_v']) for row in rows):.3f} V")
`,
}

function zipFile(item: SeedDownload): Buffer {
  const text = english(item)
  const folder = item.fileName.replace(/\.zip$/, '')
  const target = item.fileSize!
  // The headers of an entry: 30 + 46 bytes and its name twice.
  const overhead = (names: string[]) => names.reduce((sum, name) => sum + 76 + 2 * Buffer.byteLength(name), 22)
  if (/Examples/.test(item.fileName)) {
    const scripts = Object.entries(PYTHON_EXAMPLES).map(([name, content]) => ({ name: `${folder}/${name}`, content }))
    const entries = [{ name: `${folder}/README.txt`, content: readme(item) }, ...scripts]
    const fixed = entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.content), 0)
    const names = ['12s-lithium-10a.csv', '4s-lithium-10a.csv'].map((name) => `${folder}/data/${name}`)
    // Each log gets half of what is left, at the bytes a row of it takes.
    const room = Math.max(8 * 1024, (target - fixed - overhead([...entries.map((entry) => entry.name), ...names])) / 2)
    const logs = [12, 4].map((cells) => {
      // Rows grow longer as their time does: a first guess from 1,000 rows, then corrected by its own length.
      const guess = Math.floor(room / (dischargeCsv(1000, cells).length / 1000))
      return dischargeCsv(Math.floor((guess * room) / dischargeCsv(guess, cells).length), cells)
    })
    return zipArchive([...entries, ...names.map((name, index) => ({ name, content: logs[index] }))])
  }
  // Installer data, driver binaries, firmware images: compressed or encrypted, so random-looking.
  const parts = /Firmware/.test(item.fileName)
    ? [`${folder}/${folder.replace(/-Firmware-/, '-FW-')}.bin`]
    : /Driver/.test(item.fileName)
      ? [`${folder}/x64/driver.bin`, `${folder}/x86/driver.bin`]
      : [`${folder}/data/core.bin`, `${folder}/data/runtime.bin`, `${folder}/data/templates.bin`]
  const shares = parts.length === 3 ? [0.62, 0.3, 0.08] : parts.length === 2 ? [0.55, 0.45] : [1]
  const license = `${englishCompanyName}\r\n${text.title}, version ${text.version}\r\n\r\nFor use with ${englishCompanyName} instruments only.\r\n`
  const head = [
    { name: `${folder}/README.txt`, content: readme(item) },
    { name: `${folder}/LICENSE.txt`, content: license },
  ]
  const checksums = `${folder}/SHA256SUMS.txt`
  const fixed = head.reduce((sum, entry) => sum + Buffer.byteLength(entry.content), 0) + parts.length * (64 + 2 + 60)
  const room = Math.max(parts.length * 1024, target - fixed - overhead([...head.map((entry) => entry.name), ...parts, checksums]))
  const binaries = parts.map((name, index) => ({ name, content: pseudoRandomBytes(`${item.fileName}#${name}`, Math.floor(room * shares[index])) }))
  const sums = binaries.map((entry) => `${sha256(entry.content)}  ${entry.name.slice(folder.length + 1)}`).join('\n')
  return zipArchive([...head, ...binaries, { name: checksums, content: `${sums}\n` }])
}

function releaseNotes(item: SeedDownload, models: SeedProduct[]): Buffer {
  const text = english(item)
  const lines = [item.title, `版本：${item.version}`, '', item.description, '', text.title, `Version ${text.version}`, '', ...wrapText(text.description, 76)]
  if (models.length) lines.push('', `适用型号 / Models: ${models.map((product) => product.model).join(', ')}`)
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8')
}

/** The bytes and MIME type of the seeded download's file. */
export function downloadFile(item: SeedDownload): { data: Buffer; mimetype: string } {
  if (item.fileKind !== 'txt' && !item.fileSize) throw new Error(`seed downloads: ${item.fileName} has no fileSize`)
  const models = relatedModels(item).map((model) => products.find((product) => product.model === model)!)
  if (item.fileKind === 'pdf')
    return {
      data: pdfFile(
        item,
        models,
        products.filter((product) => !product.draft),
      ),
      mimetype: 'application/pdf',
    }
  if (item.fileKind === 'zip') return { data: zipFile(item), mimetype: 'application/zip' }
  return { data: releaseNotes(item, models), mimetype: 'text/plain' }
}
