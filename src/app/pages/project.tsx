import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { findProject } from '../../content/projects';
import { Hero } from '../components/sections/hero';
import { notFound } from '../lib/http';
import type { RouteHandle } from '../lib/use-seo';
export default {
  loader: ({ params }: LoaderFunctionArgs) => { const p = findProject(params.slug ?? ''); if (!p) notFound('Project Not Found'); return { slug: params.slug! }; },
  handle: { seo: ({ data }) => { const p = findProject(data.slug)!; return { title: p.title, description: p.description, path: '/projects/' + data.slug }; } } satisfies RouteHandle,
  Component: () => { const { slug } = useLoaderData() as { slug: string }; const p = findProject(slug)!; return <Hero title={p.title} subtitle={p.detail.location} description={p.description} image={p.detail.heroImage} pageKey="portfolio" />; },
};
