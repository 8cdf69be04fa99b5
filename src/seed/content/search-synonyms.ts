/**
 * The synonym groups the demo starts with (搜索同义词): the everyday and trade words buyers type for the
 * catalogue's products, in Chinese and English. A search for one word also searches the others.
 */
export const searchSynonyms: string[][] = [
  ['直流电源', '稳压电源', '直流稳压电源', '直流源', 'DC power supply', 'DC source'],
  ['可编程直流电源', '程控电源', '程控直流电源', 'programmable power supply'],
  ['开关电源', '开关直流电源', 'switching power supply'],
  ['线性电源', '线性直流电源', 'linear power supply'],
  ['双向电源', '双向直流电源', '回馈式电源', '能量回馈电源', 'bidirectional power supply', 'regenerative power supply'],
  ['电子负载', '直流负载', '直流电子负载', 'electronic load', 'DC load'],
  ['源表', '源测量单元', '数字源表', 'SMU', 'source measure unit'],
  ['万用表', '数字万用表', '台式万用表', 'multimeter', 'DMM'],
  ['功率计', '功率分析仪', '功率表', 'power meter', 'power analyzer'],
  ['示波器', '示波记录仪', 'oscilloscope'],
  ['内阻测试仪', '电池内阻测试仪', '内阻仪', 'battery tester', 'battery resistance tester'],
  ['老化测试', '老化', '烧机', 'burn-in test', 'burn-in'],
  ['上位机', '上位机软件', '控制软件', 'PC software', 'control software'],
  ['纹波', '纹波噪声', 'ripple', 'ripple and noise'],
]
