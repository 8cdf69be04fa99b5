import { Link } from '@/i18n/navigation'

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
export function SelectForm({ need, tree }: { need: SelectNeed; tree: CategoryNode[] }) {
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
    <form action="/product/select" method="get" className={styles.form} aria-label="选型条件">
      <fieldset className={styles.group}>
        <legend>被测件需要（至少填一项）</legend>
        <div className={styles.fields}>
          {number('voltage', '电压', 'V', '如 60')}
          {number('current', '电流', 'A', '如 40')}
          {number('power', '功率', 'W', '如 1500')}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>可选条件</legend>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor="select-channels">通道数</label>
            <select id="select-channels" name="channels" defaultValue={need.channels ?? ''}>
              <option value="">不限</option>
              {CHANNEL_CHOICES.map((count) => (
                <option key={count} value={count}>
                  {count} 路及以上
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-interface">通信接口</label>
            <select id="select-interface" name="interface" defaultValue={need.interface ?? ''}>
              <option value="">不限</option>
              {SELECT_INTERFACES.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-rack">机架高度</label>
            <select id="select-rack" name="rack" defaultValue={need.rack ?? ''}>
              <option value="">不限</option>
              {RACK_CHOICES.map((units) => (
                <option key={units} value={units}>
                  {units}U 以内
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="select-category">产品分类</label>
            <select id="select-category" name="category" defaultValue={need.category ?? ''}>
              <option value="">全部分类</option>
              {categoryOptions(tree).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.field} ${styles.check}`}>
            <input id="select-bidirectional" name="bidirectional" type="checkbox" value="1" defaultChecked={Boolean(need.bidirectional)} />
            <label htmlFor="select-bidirectional">需要双向（源载一体、能量回馈）</label>
          </div>
        </div>
      </fieldset>
      <p className={styles.actions}>
        <button type="submit">开始选型</button>
        <Link href="/product/select" className={styles.reset}>
          清空条件
        </Link>
      </p>
    </form>
  )
}
