import type { LoaderFunctionArgs } from 'react-router';
import { getServicePage } from '../../content/services';
import { Hero } from '../components/sections/hero';
import { notFound } from '../lib/http';
import type { RouteHandle } from '../lib/use-seo';
import { useLoaderData } from 'react-router';
export const route = (v: 'automation' | 'slug') => ({
  loader: ({ params }: LoaderFunctionArgs) => {
    const slug = v === 'automation' ? 'ai-services' : params.slug ?? '';
    if (!getServicePage(slug)) notFound();
    return { slug, heroKey: v === 'automation' ? 'automation' : undefined };
  },
  handle: { seo: ({ data }) => { const p = getServicePage(data.slug)!; return { ...p.seo, path: '/services/' + p.slug }; } } satisfies RouteHandle,
  Component: () => { const d = useLoaderData() as { slug: string; heroKey?: string }; const p = getServicePage(d.slug)!; return <Hero {...p.hero} pageKey={d.heroKey ?? p.heroKey} />; },
});
