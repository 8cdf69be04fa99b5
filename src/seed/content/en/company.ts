/**
 * The company's English names, used the same way everywhere: the legal name
 * (深圳精源电子科技有限公司) in legal text, the copyright line and the company
 * profile; the brand (精源电子) everywhere else; "Jingyuan" on its own where a
 * Chinese text says 精源 alone.
 */
export const englishCompanyName = 'Shenzhen Jingyuan Electronic Technology Co., Ltd.'

export const englishBrand = 'Jingyuan Electronics'

/** 广东省深圳市光明区凤凰街道光明科学城精源科技园 3 栋 */
export const englishCompanyAddress = 'Building 3, Jingyuan Technology Park, Guangming Science City, Fenghuang Subdistrict, Guangming District, Shenzhen, Guangdong, China'
