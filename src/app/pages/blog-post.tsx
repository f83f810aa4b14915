import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { postMeta } from '../../content/posts';
import { Hero } from '../components/sections/hero';
import { notFound } from '../lib/http';
import type { RouteHandle } from '../lib/use-seo';
export default {
  loader: ({ params }: LoaderFunctionArgs) => { const p = postMeta(params.slug ?? ''); if (!p) notFound('Post Not Found', "The blog post you're looking for doesn't exist or has been moved."); return { slug: params.slug! }; },
  handle: { seo: ({ data }) => { const p = postMeta(data.slug)!; return { title: p.title, description: p.excerpt, ogType: 'article', path: '/blog/' + data.slug }; } } satisfies RouteHandle,
  Component: () => { const { slug } = useLoaderData() as { slug: string }; const p = postMeta(slug)!; return <Hero title={p.title} subtitle={p.category} description={p.excerpt} image={p.image} pageKey="blog" />; },
};
