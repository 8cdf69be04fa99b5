import Image from 'next/image'

import { featuredProducts } from '@/data/products.server'
import { siteConfig } from '@/data/site.server'

export default async function HomePage() {
  const [config, products] = await Promise.all([siteConfig(), featuredProducts(8)])
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{config.system.site.name}</h1>
          <p>{config.system.site.description}</p>
        </div>
      </section>
      <section className="container" aria-labelledby="featured-heading">
        <h2 id="featured-heading">推荐产品</h2>
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id} className="product-card">
              {product.image ? (
                <Image src={product.image.card || product.image.url} alt={product.image.alt} width={640} height={480} sizes="(max-width: 768px) 100vw, 300px" />
              ) : null}
              <div className="body">
                <div className="model">{product.model}</div>
                <div className="name">{product.name}</div>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
