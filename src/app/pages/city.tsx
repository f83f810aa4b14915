import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { getCity } from '../../content/cities';
import { Hero } from '../components/sections/hero';
import { notFound } from '../lib/http';
import type { RouteHandle } from '../lib/use-seo';
export default {
  loader: ({ params }: LoaderFunctionArgs) => { if (!getCity(params.city ?? '')) notFound('City Not Found'); return { slug: params.city! }; },
  handle: { seo: ({ data }) => { const c = getCity(data.slug)!; return { ...c.seo, path: '/service-areas/' + c.slug }; } } satisfies RouteHandle,
  Component: () => { const { slug } = useLoaderData() as { slug: string }; const c = getCity(slug)!; return <Hero title={c.heroTitle} subtitle={c.region} description={c.heroDescription} image={c.image} pageKey="services" />; },
};
