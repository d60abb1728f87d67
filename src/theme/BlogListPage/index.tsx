// Ejected from Docusaurus 3.10.2 theme-classic BlogListPage: /blog is a hero, a featured card, a card grid and a sidebar whose links only raise a notice, and it leaves out the structured data that lists the unlinked article pages.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import {PageHero} from '@site/src/components/Page/PageHero';
import {Section} from '@site/src/components/Page/Section';
import {toArticle} from '@site/src/components/Blog/article';
import {ArticleCard} from '@site/src/components/Blog/ArticleCard';
import {Sidebar} from '@site/src/components/Blog/Sidebar';
import blogCategories from '@site/src/data/content/blogCategories.json';
import pictures from '@generated/blog-pictures/default/pictures';
import notices from '@site/src/data/content/notices.json';
import {useBrandText} from '@site/src/hooks/useBrandText';
import {useSiteCustomFields} from '@site/src/hooks/useSiteFacts';
import styles from './styles.module.css';

const {categories} = blogCategories;

export default function BlogListPage({items}: Props): ReactNode {
  // An article names its category in English in every language; a translated list keeps the order.
  const {blogCategoryNames} = useSiteCustomFields();
  const brandName = useBrandText();
  // The plugin hands the posts over newest first.
  const articles = items.map(({content}) => {
    const article = toArticle(content, pictures);
    const category = categories[blogCategoryNames.indexOf(article.category)] ?? article.category;
    return {...article, category};
  });
  const [featured] = articles;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata
        title={translate({id: 'blog.title', message: 'Blog', description: "The blog page's title"})}
        description={translate(
          {
            id: 'blog.description',
            message:
              'Practical advice for {brandName} freelancers: planning your week, staying well, working across cultures, localization and reporting to project managers.',
            description: "The blog page's description for search engines and link previews",
          },
          {brandName},
        )}
      />
      <SearchMetadata tag="blog_posts_list" />
      <Layout>
        <main className="container margin-vert--lg">
          <PageHero
            title={translate({id: 'blog.hero.title', message: 'Our Blog'})}
            lead={translate({
              id: 'blog.hero.lead',
              message:
                'Practical advice for freelancers on planning, well-being, language and teamwork, from the people who review and manage your projects.',
            })}
          />
          <div className={styles.columns}>
            <div className={styles.articles}>
              {featured && (
                <section className={styles.featured} aria-labelledby="featured-article">
                  <Heading as="h2" id="featured-article" className={styles.eyebrow}>
                    {translate({id: 'blog.featured', message: 'Featured Article'})}
                  </Heading>
                  <ArticleCard article={featured} featured readMore={notices.featureNotAvailable} />
                </section>
              )}
              <Section
                id="all-articles"
                title={translate({id: 'blog.all', message: 'All Articles'})}>
                <ul className={styles.grid}>
                  {articles.map((article) => (
                    <li key={article.id}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              </Section>
            </div>
            <Sidebar
              recent={articles.slice(0, 3)}
              categories={categories}
              notice={notices.featureNotAvailable}
            />
          </div>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
