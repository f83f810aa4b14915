// The 8 services of the admin's left column, in the spec's order, with their store keys and public pages.
import type { LucideIcon } from 'lucide-react';
import { Box, Bot, Camera, Clapperboard, Drone, Globe, Shirt, Wand2 } from 'lucide-react';
import type { CollectionKey } from '#shared/catalog';

export interface AdminService {
  key: CollectionKey;
  label: string;
  publicPath: string;
  icon: LucideIcon;
}

export const adminServices: AdminService[] = [
  { key: 'photographyPortfolio', label: 'Photography', publicPath: '/portfolio/photography', icon: Camera },
  { key: 'videoPortfolio', label: 'Video', publicPath: '/portfolio/video', icon: Clapperboard },
  { key: 'dronePortfolio', label: 'Drone', publicPath: '/portfolio/drone', icon: Drone },
  { key: 'matterportPortfolio', label: 'Matterport', publicPath: '/portfolio/matterport', icon: Box },
  { key: 'editingPortfolio', label: 'Editing', publicPath: '/portfolio/editing', icon: Wand2 },
  { key: 'webDesignPortfolio', label: 'Website Design', publicPath: '/portfolio/website-design', icon: Globe },
  { key: 'brandApparelPortfolio', label: 'Brand Apparel', publicPath: '/portfolio/brand-apparel', icon: Shirt },
  { key: 'aiServicesPortfolio', label: 'AI Services', publicPath: '/portfolio/ai-services', icon: Bot },
];

export function serviceByKey(key: CollectionKey): AdminService {
  return adminServices.find((s) => s.key === key)!;
}
