// A post's head text: its own SEO title and description where it has them, else its title and excerpt. Its own
// module, so a post page's head can be computed without the index of every post.
import type { BlogPostMeta, HeadText } from '../types';

export function postHead(post: BlogPostMeta): HeadText {
  return { title: post.seo?.title ?? post.title, description: post.seo?.description ?? post.excerpt };
}
