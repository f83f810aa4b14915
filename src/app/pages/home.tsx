// Home (/): hero, featured projects, about with stats and client logos, services, latest insights, FAQ.
// The hero renders with the page; every section below it is deferred and hydrates as it nears the viewport.
import { useLoaderData } from 'react-router';
import { definePage } from '../lib/page';
import { deferred } from '../lib/deferred';
import { Hero } from '../components/sections/hero';
import { hero, seo } from '#content/home';
import type { ProjectCardData } from '#content/project-cards';
import type { PostMeta } from '#content/posts';
import { organizationJsonLd, websiteJsonLd } from '../lib/business-json-ld';
import { paths } from '#shared/paths';

const sections = () => import('../components/home/home-sections');
const FeaturedProjects = deferred(() => sections().then((m) => m.FeaturedProjects));
const About = deferred(() => sections().then((m) => m.About));
const Services = deferred(() => sections().then((m) => m.Services));
const LatestInsights = deferred(() => sections().then((m) => m.LatestInsights));
const HomeFaq = deferred(() => sections().then((m) => m.HomeFaq));

/** Only the five project cards' and three post cards' fields travel to the page; the projects' details and
 * the post index stay out of the home chunk. */
async function loader(): Promise<{ featured: ProjectCardData[]; posts: PostMeta[] }> {
  const [{ featuredProjects }, { projectCardData }, { postIndex, postCardView }] = await Promise.all([
    import('#content/projects'),
    import('#content/project-cards'),
    import('#content/posts'),
  ]);
  return {
    featured: featuredProjects.map((p) => projectCardData(p, 'home')),
    posts: postIndex.slice(0, 3).map((p) => postCardView(p, 1)),
  };
}

function HomePage() {
  const { featured, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero {...hero} heroKey={hero.heroKey} variant="home" />
      <div id="content" />
      <FeaturedProjects featured={featured} />
      <About />
      <Services />
      <LatestInsights posts={posts} />
      <HomeFaq />
    </>
  );
}
export default definePage({
  loader,
  seo: ({ publicUrl }) => ({
    ...seo,
    path: paths.home,
    jsonLd: [organizationJsonLd(publicUrl), websiteJsonLd(publicUrl)],
  }),
  Component: HomePage,
});
