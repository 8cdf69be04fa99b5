/**
 * English download center: categories by key, downloads by file name (the
 * file name is ASCII and unique, the Chinese title is what editors rename).
 * Titles keep the series names ("PSD Series") the runner links products by.
 */
import { englishCompanyName } from './company'
import type { EnglishDownload, EnglishDownloadCategory } from './types'

/** By category key. */
export const englishDownloadCategories: Record<string, EnglishDownloadCategory> = {
  manual: { name: 'User manuals' },
  datasheet: { name: 'Datasheets' },
  software: { name: 'Software and drivers' },
  programming: { name: 'Programming guides' },
  certificate: { name: 'Certificates' },
}

/** By `fileName`. */
export const englishDownloads: Record<string, EnglishDownload> = {
  /* ---------------------------------------------------------------- manuals */
  'PSD-Series-User-Manual-V3.2.pdf': {
    title: 'PSD Series programmable DC power supplies user manual',
    description:
      'Covers front-panel operation, output settings, protection functions, remote sense wiring, List mode output and routine maintenance of the PSD Series; applies to all single-channel and multi-channel models.',
  },
  'PSW-Series-User-Manual-V2.1.pdf': {
    title: 'PSW Series switching DC power supplies user manual',
    description:
      'Covers installation of the PSW Series wide-range switching power supplies, the front and rear panels, CV/CC crossover, master/slave parallel and series wiring, and a quick reference of fault codes.',
  },
  'PSL-Series-User-Manual-V1.6.pdf': {
    title: 'PSL Series linear DC power supplies user manual',
    description:
      'Operating guide for the PSL Series linear power supplies, including three independent outputs, tracking mode, timed output settings and wiring advice for low-noise measurements.',
  },
  'ELD-Series-User-Manual-V4.0.pdf': {
    title: 'ELD Series DC electronic loads user manual',
    description:
      'Step-by-step setup of the CC/CV/CR/CP modes, dynamic testing, OCP/OPP testing, battery discharge testing, short-circuit simulation and other functions of the ELD Series electronic loads.',
  },
  'ELM-Modular-Load-Manual-V2.3.pdf': {
    title: 'ELM modular electronic loads installation and operation manual',
    description:
      'Complete instructions for installing the ELM mainframe and load modules, module identification, channel grouping, synchronized triggering and parallel multi-channel testing.',
  },
  'PBD-Series-User-Manual-V1.4.pdf': {
    title: 'PBD Series bidirectional DC power supplies user manual',
    description:
      'Covers grid connection requirements, energy regeneration settings, seamless source/sink switching, battery simulation and safety precautions for the PBD Series source-and-sink bidirectional power supplies.',
  },
  /* ------------------------------------------------------------- datasheets */
  'PSD-Series-Datasheet-2026-03.pdf': {
    title: 'PSD Series programmable DC power supplies datasheet',
    description:
      'Voltage, current and power ratings, setting and readback accuracy, ripple and noise, transient response time and dimensions of every PSD Series model at a glance.',
  },
  'PHP-Series-Datasheet-2025-11.pdf': {
    title: 'PHP Series high-power DC power supplies datasheet',
    description:
      'Specifications of the PHP Series 3U/6U rack-mount high-power supplies from 6 kW to 240 kW, with notes on parallel expansion, cooling and power distribution requirements.',
  },
  'ELD-Series-Datasheet-2025-09.pdf': {
    title: 'ELD Series DC electronic loads datasheet',
    description:
      'Specifications of the ELD Series single-channel electronic loads, including the accuracy of each mode, dynamic mode slew rates, minimum operating voltage and protection thresholds.',
  },
  'PA-BT-Instruments-Datasheet-2025-06.pdf': {
    title: 'PA Series power analyzers and BT Series battery testers datasheet',
    description:
      'Measurement ranges, basic accuracy, bandwidth and interfaces of the PA Series power analyzers and the BT Series battery internal resistance testers side by side, for easy comparison.',
  },
  'Jingyuan-Product-Selection-Guide-2026.pdf': {
    title: '2026 Jingyuan Electronics product selection guide',
    version: '2026 edition',
    description:
      'A comprehensive selection guide to all seven product lines, recommending power supply and load combinations by application, with example configurations of typical test systems.',
  },
  /* ---------------------------------------------------------------- software */
  'PowerStudio-Setup-5.4.2.zip': {
    title: 'PowerStudio power supply test software',
    description:
      'Graphical control software for the PSD, PSW, PHP and PBD Series, with multi-instrument control, sequence editing, real-time curve logging and test report export. For Windows 10/11.',
  },
  'PowerStudio-5.4.2-Release-Notes.txt': {
    title: 'PowerStudio V5.4.2 release notes',
    description:
      'This release adds battery simulation curve import for the PBD Series, fixes delayed readback updates with paralleled units and improves the Chinese report template.',
  },
  'LoadMaster-Setup-3.1.0.zip': {
    title: 'LoadMaster electronic load test software',
    description:
      'PC software for the ELD and ELM Series with built-in test templates for battery discharge, LED drivers, OCP/OPP and more, and synchronized multi-channel data acquisition.',
  },
  'Jingyuan-USB-Driver-2.0.6.zip': {
    title: 'USB virtual COM port and USBTMC driver',
    description: 'USB driver for all Jingyuan instruments, covering both USB-CDC virtual COM port and USBTMC modes; supports Windows 7 to Windows 11.',
  },
  'LabVIEW-Driver-PSD-ELD-1.8.zip': {
    title: 'LabVIEW instrument drivers (PSD/ELD Series)',
    description:
      'VISA-based LabVIEW instrument driver library and example VIs covering the common control and readback functions of the PSD Series power supplies and ELD Series loads; compatible with LabVIEW 2018 and later.',
  },
  'PSD-Firmware-2.6.1.zip': {
    title: 'PSD Series firmware upgrade package',
    description:
      'Main controller and front-panel firmware upgrade package for the PSD Series, with the upgrade tool and instructions. Back up your user settings before upgrading, and never switch off the power during the upgrade.',
  },
  'PSD-Firmware-2.6.1-Release-Notes.txt': {
    title: 'PSD Series firmware FW 2.6.1 release notes',
    description:
      'Adds HiSLIP support on the LAN interface, improves the detection of disconnected remote sense leads and fixes an issue where, in rare cases, the last step of a List sequence produced no output.',
  },
  'ELD-Firmware-3.3.0.zip': {
    title: 'ELD Series firmware upgrade package',
    description:
      'Firmware upgrade package for the ELD Series electronic loads that improves current slew rate accuracy in dynamic mode and automatically records the capacity at cutoff in battery discharge tests.',
  },
  /* ------------------------------------------------------------- programming */
  'PSD-PSW-SCPI-Programming-Guide-V2.8.pdf': {
    title: 'PSD/PSW Series SCPI programming guide',
    description:
      'Complete SCPI command reference covering output control, measurement, protection, triggering and List sequence commands, with Python and C# example code for control over LAN, USB and RS-232.',
  },
  'ELD-ELM-SCPI-Programming-Guide-V3.0.pdf': {
    title: 'ELD/ELM Series SCPI programming guide',
    description:
      'Programming guide for the ELD single-channel loads and the ELM modular loads, covering channel selection, mode settings, dynamic parameters, data logging and synchronized trigger commands.',
  },
  'PBD-PHP-Protocol-Manual-V1.5.pdf': {
    title: 'PBD/PHP Series communication protocol manual (SCPI and Modbus TCP)',
    description:
      'Describes the SCPI command set and Modbus TCP register map of the PBD and PHP Series for integration with PLCs and production line MES, with notes on the CAN communication option.',
  },
  'Python-Automation-Examples-1.2.zip': {
    title: 'Python test automation examples',
    description:
      'A collection of PyVISA-based example scripts showing the complete workflow of sweeping a power supply output, acquiring battery discharge curves with an electronic load and exporting the results to CSV.',
  },
  /* ------------------------------------------------------------ certificates */
  'PSD-Series-CE-Declaration-2025.pdf': {
    title: 'PSD Series CE declaration of conformity',
    description:
      'Declaration of conformity of the PSD Series programmable DC power supplies with the EU Low Voltage Directive (LVD) and the Electromagnetic Compatibility (EMC) Directive.',
  },
  'ISO9001-Certificate-2024.pdf': {
    title: 'ISO 9001 quality management system certificate',
    description: `Scan of the ISO 9001:2015 quality management system certificate of ${englishCompanyName}, covering the design, manufacture and servicing of DC power supplies and electronic loads.`,
  },
  'CNAS-Laboratory-Accreditation-2024.pdf': {
    title: 'CNAS laboratory accreditation certificate and scope',
    description:
      'CNAS accreditation certificate of our metrology laboratory with the annex of its accredited scope, covering calibration of DC voltage, DC current, DC power and more.',
  },
  'ELD-Series-RoHS-Report-2025.pdf': {
    title: 'ELD Series RoHS test report',
    description:
      'RoHS hazardous substance test report for the ELD Series DC electronic loads, issued by a third-party laboratory, for use in customers’ supplier qualification audits.',
  },
}
