// Icons are <use> references to symbols of one SVG sprite (icons/sprite.svg, built by `npm run icons`), so no icon
// geometry ships in JavaScript and each symbol is written once per page, in the page's own <svg id="__icons">
// (see #icon-symbols: the server notes what a page draws, the browser fetches the rest for the next page).
import type { SVGProps } from 'react';
import { noteIcon } from '#icon-symbols';
import { brandSymbolId, inlineSymbolId, toSymbolId } from './symbol-id';

/** What an icon takes. */
export type SpriteIconProps = Pick<SVGProps<SVGSVGElement>, 'className' | 'role' | 'aria-hidden' | 'aria-label' | 'aria-labelledby'> & {
  size?: number | string;
};
export type SpriteIcon = ((props: SpriteIconProps) => React.JSX.Element) & { iconName: string; symbolId: string };

/**
 * One sprite symbol as an inline <svg>: decorative (aria-hidden) unless it is given a label. Its stroke or fill
 * comes from the `icon` and `brand-icon` rules in site.css (a utility class such as `fill-current` or `stroke-[1.5]`
 * changes it), not from five presentation attributes on each of a page's 70-odd icons. The icon's props are read
 * one by one, never spread or copied: with 70-odd icons a page, a spread cost twice the rest of the icon's render
 * (docs/performance.md).
 */
export function spriteSvg(symbolId: string, variant: 'stroke' | 'brand', props: SpriteIconProps) {
  const base = variant === 'stroke' ? `icon lucide-${symbolId}` : `brand-icon brand-${symbolId.slice(6)}`;
  const label = props['aria-label'];
  const labelledBy = props['aria-labelledby'];
  const box = props.size ?? (variant === 'stroke' ? 24 : 20);
  noteIcon(symbolId);
  return (
    <svg
      width={box}
      height={box}
      viewBox="0 0 24 24"
      aria-hidden={label !== undefined || labelledBy !== undefined ? undefined : 'true'}
      aria-label={label}
      aria-labelledby={labelledBy}
      role={props.role}
      className={props.className ? `${base} ${props.className}` : base}
    >
      <use href={`#${inlineSymbolId(symbolId)}`} />
    </svg>
  );
}

function create(iconName: string, symbolId: string, variant: 'stroke' | 'brand'): SpriteIcon {
  const Icon = (props: SpriteIconProps) => spriteSvg(symbolId, variant, props);
  Icon.displayName = iconName;
  return Object.assign(Icon, { iconName, symbolId });
}

/** A lucide icon by its lucide-react export name. */
export const strokeIcon = (name: string) => create(name, toSymbolId(name), 'stroke');
/** A filled brand mark (Simple Icons paths), drawn at 20 px by default. */
export const brandIcon = (name: string) => create(name, brandSymbolId(name), 'brand');
