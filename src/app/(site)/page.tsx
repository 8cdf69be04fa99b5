import Image from 'next/image'
import Link from 'next/link'

import { featuredProducts, siteSettings } from '@/data/home.server'

// Rendered per request until the public site's cache tags land (issue 4); the build never touches the database.
export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const [settings, products] = await Promise.all([siteSettings(), featuredProducts(8)])
  return (
    <>
      <header className="site-header">
        <div className="container">
          <Link href="/" className="brand">
            {settings.siteName}
          </Link>
          <nav aria-label="主菜单">
            <Link href="/admin" prefetch={false}>
              内容管理
            </Link>
          </nav>
        </div>
      </header>
      <main>
        <section className="hero">
          <div className="container">
            <h1>{settings.siteName}</h1>
            <p>{settings.description}</p>
          </div>
        </section>
        <section className="container" aria-labelledby="featured-heading">
          <h2 id="featured-heading">推荐产品</h2>
          <ul className="product-grid">
            {products.map((product) => (
              <li key={product.id} className="product-card">
                {product.image ? (
                  <Image src={product.image.url} alt={product.image.alt} width={640} height={480} sizes="(max-width: 768px) 100vw, 300px" />
                ) : null}
                <div className="body">
                  <div className="model">{product.model}</div>
                  <div className="name">{product.name}</div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="site-footer">
        <div className="container">
          {settings.copyright}
          {settings.icp ? (
            <>
              {' · '}
              <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank">
                {settings.icp}
              </a>
            </>
          ) : null}
        </div>
      </footer>
    </>
  )
}
