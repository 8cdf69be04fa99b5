import type { CallDefinition } from '../define-call'
import { active } from './activities'
import {
  documentCall,
  downloadCategoryList,
  downloadFileCall,
  downloadInfo,
  downloads,
  faq,
  jobs,
  product,
  productCategories,
  products,
  productView,
  search,
  searchSuggest,
  videos,
} from './catalogue'
import { activeJoin, applyAfter, applyDetail, applyList, applyTraining, inquiry } from './leads'
import { captcha, changePassword, editUser, login, logout, userInfo, userReg } from './member-auth'
import { news, newsDetailCall, newsView } from './news'
import { forgotPassword } from './password-reset'
import { productSelect } from './product-select'
import { area, banner, companyInfoCall, config, honor, nav } from './site'

/** Every call of the public contract; the dispatcher and the OpenAPI document read this list. */
export const calls: CallDefinition[] = [
  nav,
  banner,
  config,
  companyInfoCall,
  honor,
  area,
  news,
  newsDetailCall,
  newsView,
  active,
  captcha,
  login,
  userReg,
  userInfo,
  editUser,
  changePassword,
  logout,
  forgotPassword,
  activeJoin,
  applyAfter,
  applyTraining,
  inquiry,
  applyList,
  applyDetail,
  productCategories,
  products,
  product,
  productView,
  productSelect,
  videos,
  downloadCategoryList,
  downloads,
  downloadInfo,
  downloadFileCall,
  search,
  searchSuggest,
  faq,
  jobs,
  documentCall,
] as CallDefinition[]
