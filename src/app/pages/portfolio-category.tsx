import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { portfolioCategories } from '../../content/portfolio';
import { Hero } from '../components/sections/hero';
import { notFound } from '../lib/http';
import type { RouteHandle } from '../lib/use-seo';
type Slug = keyof typeof portfolioCategories;
export default {
  loader: ({ params }: LoaderFunctionArgs) => { const s = params.category ?? ''; if (!Object.hasOwn(portfolioCategories, s)) notFound(); return { slug: s as Slug }; },
  handle: { seo: ({ data }) => ({ ...portfolioCategories[data.slug as Slug].seo, path: '/portfolio/' + data.slug }) } satisfies RouteHandle,
  Component: () => { const { slug } = useLoaderData() as { slug: Slug }; const p = portfolioCategories[slug]; return <Hero title={p.hero.title} subtitle={p.hero.subtitle} description={p.hero.description} image={p.hero.image} pageKey={p.hero.heroKey} />; },
};
