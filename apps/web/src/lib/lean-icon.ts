import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/**
 * lucide-react's `createLucideIcon`, lean (decision 046): every icon module of lucide-react is
 * built against this file instead of the package's own (build/lean-icons.ts redirects the
 * import), so each icon renders one `<svg>` with its shapes made once, when the icon's module
 * loads. The package's version rebuilt every attribute and class list on every render (object
 * spreads, a regular expression per class name): 6.7% of the server's CPU while rendering a
 * dashboard with 59 icons. The markup is the same: the classes `lucide lucide-<name>` (and its
 * aliases') before the caller's, `aria-hidden="true"` unless the icon has an accessible name.
 */

type IconNode = [tag: string, attributes: Record<string, string>][];
export interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
  aliases?: string[];
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** An accessible name or role given by the caller: the icon is then not hidden. */
function named(props: Record<string, unknown>) {
  for (const key in props) {
    if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null) return true;
  }
  return false;
}

export default function createLucideIcon(
  data: IconData | string,
  iconNode: IconNode = [],
  aliases: string[] = [],
) {
  const icon: IconData =
    typeof data === 'string' ? { name: kebab(data), size: 24, node: iconNode, aliases } : data;
  const box = icon.size ?? 24;
  const classes = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== '').map((alias) => `lucide-${alias}`),
  ].join(' ');
  const shapes = icon.node.map(([tag, attributes]) => createElement(tag, attributes));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, when its module loads, as lucide's own.
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    (
      {
        className,
        size = 24,
        color = 'currentColor',
        strokeWidth = 2,
        absoluteStrokeWidth = false,
        children,
        ...rest
      },
      ref,
    ) =>
      createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: size,
          height: size,
          viewBox: `0 0 ${box} ${box}`,
          fill: 'none',
          stroke: color,
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: className ? `${classes} ${className}` : classes,
          ...(children || named(rest) ? {} : { 'aria-hidden': 'true' }),
          ...rest,
        },
        ...shapes,
        children,
      ),
  );
  if (icon.name)
    Icon.displayName = icon.name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
  return Icon;
}
