// Icons are <use> references into one cached SVG sprite (icons/sprite.svg, built by `npm run icons`), so no icon
// geometry ships in JavaScript or repeats in every page's HTML.
import type { SVGProps } from 'react';
import spriteUrl from './sprite.svg'; // a URL: assetsInlineLimit is 0, so never inlined
import { brandSymbolId, toSymbolId } from './symbol-id';

export type SpriteIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string };
export type SpriteIcon = ((props: SpriteIconProps) => React.JSX.Element) & { iconName: string; symbolId: string };

/**
 * One sprite symbol as an inline <svg>: decorative (aria-hidden) unless it is given a label. Its stroke or fill
 * comes from the `icon` and `brand-icon` rules in app.css (a utility class such as `fill-current` or `stroke-[1.5]`
 * changes it), not from five presentation attributes on each of a page's 70-odd icons.
 */
export function SpriteSvg({
  symbolId,
  variant,
  size,
  className: extra,
  ...props
}: SpriteIconProps & { symbolId: string; variant: 'stroke' | 'brand' }) {
  const href = `${spriteUrl}#${symbolId}`;
  const className = variant === 'stroke' ? `icon lucide-${symbolId}` : `brand-icon brand-${symbolId.slice(6)}`;
  const labelled = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
  const box = size ?? (variant === 'stroke' ? 24 : 20);
  return (
    <svg
      width={box}
      height={box}
      viewBox="0 0 24 24"
      aria-hidden={labelled ? undefined : 'true'}
      className={extra ? `${className} ${extra}` : className}
      {...props}
    >
      <use href={href} />
    </svg>
  );
}

function create(iconName: string, symbolId: string, variant: 'stroke' | 'brand'): SpriteIcon {
  const Icon = (props: SpriteIconProps) => <SpriteSvg symbolId={symbolId} variant={variant} {...props} />;
  Icon.displayName = iconName;
  return Object.assign(Icon, { iconName, symbolId });
}

/** A lucide icon by its lucide-react export name. */
export const strokeIcon = (name: string) => create(name, toSymbolId(name), 'stroke');
/** A filled brand mark (Simple Icons paths), drawn at 20 px by default. */
export const brandIcon = (name: string) => create(name, brandSymbolId(name), 'brand');
