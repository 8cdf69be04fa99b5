/** English versions of the company news most relevant to overseas buyers, by Chinese title. */
import type { EnglishArticle } from './types'

export const englishCompanyNews: Record<string, EnglishArticle> = {
  精源电子全系产品整机质保升级至三年: {
    title: 'Three-year warranty now standard on all Jingyuan products',
    summary:
      'Effective immediately, the warranty on all Jingyuan programmable DC power supplies, electronic loads and test instruments currently on sale is extended from two to three years, and a new loaner-first service is launched alongside it.',
    paragraphs: [
      'To thank customers for their long-standing trust, Jingyuan Electronics is extending the warranty on all PSD, PSW, PSL, ELD, ELM, PHP and PBD Series products and test instruments currently on sale to three years, effective immediately. Customers whose equipment is still within its original warranty period benefit as well.',
      'The longer warranty is backed by years of sustained investment in reliability. New-generation products pass temperature cycling, full-load burn-in, drop and vibration tests during design validation, and every unit is burned in under load for 48 hours before shipment; return rates have fallen markedly compared with three years ago.',
      'Alongside the extended warranty, we are introducing a loaner-first service: for critical equipment on production lines and in labs, customers can borrow a unit of the same model as soon as they report a fault, reducing downtime while their own unit is being repaired. The service currently covers seven service centers in Shenzhen, Shanghai, Suzhou, Beijing, Chengdu, Xi’an and Wuhan.',
      'Customers can submit repair requests through the member center on our website or by calling the service hotline; the system identifies the warranty status automatically from the serial number. A service engineer will contact you within one business day to confirm the symptoms and arrange a repair or a loaner unit.',
    ],
  },
  'PSD-6000C 系列宽范围可编程直流电源正式发布': {
    title: 'Jingyuan launches the PSD-6000C Series of wide-range programmable DC power supplies',
    summary:
      'The PSD-6000C Series spans voltage ranges from 0–80 V to 0–1000 V and power ratings from 1.5 kW to 6 kW, with autoranging output, List mode and LAN/USB/RS-232 interfaces.',
    paragraphs: [
      'Jingyuan Electronics has launched the PSD-6000C Series of wide-range programmable DC power supplies. Thanks to an autoranging output design, the series covers a wider range of voltage and current combinations at the same power rating, so a single instrument handles both low-voltage, high-current and high-voltage, low-current test scenarios.',
      'The PSD-6000C comes in four voltage ranges (0–80 V, 0–250 V, 0–500 V and 0–1000 V) with 1.5 kW to 6 kW per unit, and up to eight units can be paralleled. Low-voltage models offer 1 mV / 1 mA setting resolution and keep output ripple within 10 mVrms, making them ideal for demanding R&D and validation testing.',
      'On the software side, the new series includes List mode and battery charging curves and provides ready-made PV I-V curve simulation templates. LAN, USB and RS-232 interfaces are standard, and the SCPI-compatible command set lets customers drop the supplies into their existing automated test systems.',
      'The PSD-6000C Series is now available to order, and the first demo units are on their way to our technical service centers for customer evaluation. To request an evaluation unit, submit a request through our website and a local sales engineer will contact you shortly to help confirm the configuration and lead time.',
    ],
  },
  'ELD-8000 系列高性能可编程直流电子负载上市': {
    title: 'ELD-8000 Series high-performance programmable DC electronic loads now available',
    summary:
      'The new-generation ELD-8000 Series offers up to 6 kW per unit and current slew rates adjustable up to 2.5 A/μs, for testing power supplies, charging modules and batteries.',
    paragraphs: [
      'The ELD-8000 Series is Jingyuan’s new generation of programmable DC electronic loads for medium- and high-power testing. Power ratings range from 600 W to 6 kW per unit in three voltage classes (150 V, 600 V and 1200 V), covering applications from adapters to EV charger modules.',
      'The series supports four basic modes (CC, CV, CR and CP) and combined modes such as CC+CV and CR+CV. In dynamic mode, the current slew rate can be set from 0.001 A/μs to 2.5 A/μs to reproduce sudden load changes realistically and help engineers evaluate the transient response of the power supply under test.',
      'For battery and fuel cell testing, the ELD-8000 provides built-in discharge testing, OCP/OPP testing and short-circuit simulation. Discharge data is logged and exported in real time from PC software, with no need to build a separate data acquisition system.',
      'Temperature-controlled airflow adjusts fan speed automatically to the internal temperature: at light load the fans are almost inaudible, and even at full load the noise is noticeably lower than with the previous generation. The ELD-8000 Series is shipping in volume now, with a lead time of about two weeks for standard models.',
    ],
  },
  'PBD-3000 双向可编程直流电源发布，电能可回馈电网': {
    title: 'New PBD-3000 bidirectional programmable DC power supplies return energy to the grid',
    summary:
      'The PBD-3000 Series combines a power supply and an electronic load in one unit, switching seamlessly between source and sink and returning absorbed energy to the grid through its inverter.',
    paragraphs: [
      'Jingyuan Electronics has launched the PBD-3000 Series of bidirectional programmable DC power supplies. The series integrates a DC power supply and a regenerative electronic load in a single instrument and switches seamlessly between sourcing and sinking, making it ideal for charge and discharge testing of battery packs, energy storage converters and on-board DC-DC converters.',
      'The PBD-3000 delivers 5 kW to 30 kW per unit at up to 1500 V, and several units in parallel scale system power to several hundred kilowatts. When operating as a load, it inverts the absorbed DC energy and feeds it back to the AC grid, with a regeneration efficiency above 93% under rated conditions.',
      'Compared with traditional resistive loads that turn the energy into heat, regeneration not only lowers the lab’s electricity bill but also greatly reduces heat output, so customers can install less air conditioning and run long endurance tests more economically.',
      'The unit has a 7-inch touchscreen and built-in application templates for battery simulation, PV simulation and charge-discharge cycling, so common tests need no programming. SCPI and Modbus TCP are supported as well for easy integration into existing production test platforms.',
    ],
  },
  精源电子携新品亮相慕尼黑上海电子展: {
    title: 'Jingyuan showcases new products at electronica China',
    summary:
      'At the show, the Jingyuan booth featured new bidirectional power supplies, high-power DC power supplies and electronic loads, with two live demo areas for battery testing and PV simulation.',
    paragraphs: [
      'Jingyuan Electronics exhibited at the recent electronica China at the Shanghai New International Expo Centre. Under the theme “Precise power, efficient testing”, the booth featured new products including the PBD-3000 bidirectional power supply, the PHP Series high-power DC power supplies and the ELD-8000 electronic loads.',
      'The booth included two live demo areas. In the battery testing area, a PBD-3000 paired with a BT Series battery tester ran charge-discharge cycles on a battery pack; in the PV simulation area, a PSD-6000C simulated I-V curves at different irradiance levels while an inverter showed its MPPT tracking in real time.',
      'Over the three days of the show, the booth welcomed more than a thousand professional visitors from the EV, energy storage, PV, university and research sectors. Many brought real test challenges with them, and our application engineers offered configuration advice on the spot.',
      'If you could not attend, demo videos and product literature from the show are available in the Videos and Downloads sections of our website. To discuss a specific project further, you are welcome to book an on-site demonstration at one of our service centers.',
    ],
  },
  东莞生产基地高功率电源自动化产线正式投产: {
    title: 'Automated high-power production line starts operation at the Dongguan plant',
    summary:
      'The new line introduces automated screw fastening, in-line testing and an intelligent burn-in system, roughly doubling the monthly output of PHP and PBD Series high-power products.',
    paragraphs: [
      'The new automated production line for high-power supplies at Jingyuan’s Dongguan production base has officially started operation. The line assembles and tests the PHP Series high-power DC power supplies and the PBD Series bidirectional power supplies, an important step forward in the company’s ability to manufacture high-power products.',
      'The line features automated screw fastening, in-line testing of power modules and an intelligent burn-in system. The burn-in room uses energy regeneration: the energy delivered by the units under test is recovered by PBD Series loads and reused, cutting overall energy consumption by more than 70% compared with conventional resistive burn-in.',
      'For quality control, key test data of every unit is written automatically to the manufacturing execution system (MES) and linked to the product serial number. If a customer later reports a fault, service engineers can quickly retrieve the unit’s factory test records and shorten the failure analysis.',
      'With the new line in operation, monthly output of high-power products is expected to roughly double, and lead times for standard configurations should drop to under three weeks. For system projects with several units in parallel, the factory can also schedule complete-system commissioning and factory acceptance more flexibly.',
    ],
  },
  'PSW 系列开关直流电源通过 CE 认证并符合 RoHS 要求': {
    title: 'PSW Series switching DC power supplies earn CE certification and meet RoHS requirements',
    summary: 'All PSW-1000 and PSW-3000 Series models have obtained CE certification, clearing the way for equipment that integrates them to be exported to Europe.',
    paragraphs: [
      'Jingyuan PSW-1000 and PSW-3000 Series switching DC power supplies have passed testing at a third-party laboratory and obtained CE certification. The tests covered electrical safety under the Low Voltage Directive and conducted emissions, radiated emissions and immunity under the EMC Directive.',
      'In addition, all components and materials used in both series comply with the RoHS restrictions on hazardous substances. Jingyuan maintains a comprehensive material compliance database and can provide customers with the corresponding declarations of conformity and test reports.',
      'In recent years, many Chinese equipment manufacturers have built Jingyuan power supplies into products for export, such as burn-in cabinets, automated test equipment and laser processing power systems. The certification helps these customers shorten the certification cycle of their own products and reduce compliance risk.',
      'Customers who need certificates, test reports or declarations of conformity can download electronic copies from the Downloads section of the member center, or contact their regional sales engineer; we will provide stamped documents within two business days.',
    ],
  },
}
