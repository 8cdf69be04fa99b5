import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { pathIn, type SiteLanguage } from '@/i18n/routing'

import type { CategoryNode } from '@/data/products.server'
import { MAX_RACK, SELECT_INTERFACES, SELECT_MODES, type SelectNeed } from '@/data/product-select'
import button from '@/features/layout/button.module.css'

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
  const choice = (key: 'channels' | 'interface' | 'rack' | 'category', label: string, empty: string, options: { value: string | number; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={`select-${key}`}>{label}</label>
      <select id={`select-${key}`} name={key} defaultValue={need[key] ?? ''}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const channels = CHANNEL_CHOICES.map((count) => ({ value: count, label: t('channelsAtLeast', { count }) }))
  const interfaces = SELECT_INTERFACES.map((item) => ({ value: item, label: item }))
  const racks = RACK_CHOICES.map((units) => ({ value: units, label: t('rackWithin', { units }) }))
  const categories = categoryOptions(tree).map((option) => ({ value: option.id, label: option.label }))
  return (
    <form action={pathIn(lang, '/product/select')} method="get" className={styles.form} aria-label={t('label')}>
      <fieldset className={styles.group}>
        <legend>{t('mode')}</legend>
        <div className={styles.modes}>
          {SELECT_MODES.map((mode) => (
            <label key={mode} className={styles.mode}>
              <input type="radio" name="mode" value={mode} defaultChecked={(need.mode ?? 'source') === mode} />
              <span className={styles.modeName}>{t(`modes.${mode}.name`)}</span>
              <span className={styles.modeText}>{t(`modes.${mode}.text`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
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
          {choice('channels', t('channels'), t('any'), channels)}
          {choice('interface', t('interface'), t('any'), interfaces)}
          {choice('rack', t('rack'), t('any'), racks)}
          {choice('category', t('category'), t('allCategories'), categories)}
          <div className={`${styles.field} ${styles.check}`}>
            <input id="select-bidirectional" name="bidirectional" type="checkbox" value="1" defaultChecked={Boolean(need.bidirectional)} />
            <label htmlFor="select-bidirectional">{t('bidirectional')}</label>
          </div>
        </div>
      </fieldset>
      <p className={styles.actions}>
        <button type="submit" className={button.primary}>
          {t('submit')}
        </button>
        <Link href="/product/select" className={styles.reset}>
          {tSelect('clear')}
        </Link>
      </p>
    </form>
  )
}
