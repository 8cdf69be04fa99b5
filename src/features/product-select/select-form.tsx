import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import type { CategoryNode } from '@/data/products.server'
import { MAX_RACK, SELECT_INTERFACES, type SelectNeed } from '@/data/product-select'

import styles from './product-select.module.css'

const CHANNEL_CHOICES = [2, 3, 4]
const RACK_CHOICES = [1, 2, 3, 4, 6].filter((value) => value <= MAX_RACK)

function categoryOptions(tree: CategoryNode[], depth = 0): { id: number; label: string }[] {
  return tree.flatMap((node) => [{ id: node.id, label: `${'\u3000'.repeat(depth)}${node.name}` }, ...categoryOptions(node.children, depth + 1)])
}

/**
 * The needs as a plain GET form: the browser puts them in the URL, and the
 * cached screen renders the result from it, with no script on the page.
 */
export async function SelectForm({ need, tree, lang }: { need: SelectNeed; tree: CategoryNode[]; lang: SiteLanguage }) {
  const [t, tSelect] = await Promise.all([getTranslations('select.form'), getTranslations('select')])
  const number = (key: 'voltage' | 'current' | 'power', label: string, unit: string, placeholder: string) => (
    <div className={styles.field}>
      <label htmlFor={`select-${key}`}>{label}</label>
      <span className={styles.unitInput}>
        <input
          id={`select-${key}`}
          name={key}
          type="number"
          inputMode="decimal"
          min="0.001"
          step="any"
          defaultValue={need[key] ?? ''}
          placeholder={placeholder}
          aria-describedby={`select-${key}-unit`}
        />
        <span id={`select-${key}-unit`} className={styles.unit}>
          {unit}
        </span>
      </span>
    </div>
  )
  return (
    <form action={pathIn(lang, '/product/select')} method="get" className={styles.form} aria-label={t('label')}>
      <fieldset className={styles.group}>
        <legend>{t('needs')}</legend>
        <div className={styles.fields}>
          {number('voltage', t('voltage'), 'V', t('voltagePlaceholder'))}
          {number('current', t('current'), 'A', t('currentPlaceholder'))}
          {number('power', t('power'), 'W', t('powerPlaceholder'))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('optional')}</legend>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor="select-channels">{t('channels')}</label>
            <select id="select-channels" name="channels" defaultValue={need.channels ?? ''}>
              <option value="">{t('any')}</option>
              {CHANNEL_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {t('channelsAtLeast', { count })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-interface">{t('interface')}</label>
            <select id="select-interface" name="interface" defaultValue={need.interface ?? ''}>
              <option value="">{t('any')}</option>
              {SELECT_INTERFACES.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-rack">{t('rack')}</label>
            <select id="select-rack" name="rack" defaultValue={need.rack ?? ''}>
              <option value="">{t('any')}</option>
              {RACK_CHOICES.map((units) => (
                <option key={units} value={units}>
                  {t('rackWithin', { units })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-category">{t('category')}</label>
            <select id="select-category" name="category" defaultValue={need.category ?? ''}>
              <option value="">{t('allCategories')}</option>
              {categoryOptions(tree).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.check}`}>
            <input id="select-bidirectional" name="bidirectional" type="checkbox" value="1" defaultChecked={Boolean(need.bidirectional)} />
            <label htmlFor="select-bidirectional">{t('bidirectional')}</label>
          </div>
        </div>
      </fieldset>
      <p className={styles.actions}>
        <button type="submit">{t('submit')}</button>
        <Link href="/product/select" className={styles.reset}>
          {tSelect('clear')}
        </Link>
      </p>
    </form>
  )
}
