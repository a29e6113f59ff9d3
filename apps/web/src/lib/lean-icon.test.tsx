import * as ellipsisModule from 'lucide-react/icons/ellipsis';
import * as flameModule from 'lucide-react/icons/flame';
import * as searchModule from 'lucide-react/icons/search';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconData } from './lean-icon.ts';

/** lucide-react's own icon component and the data its module built it from (untyped in its .d.ts). */
const icons = [ellipsisModule, flameModule, searchModule].map(
  (module) => [module.default, (module as unknown as { __iconData: IconData }).__iconData] as const,
);

/** Each case: the props an icon is given in the app (aria, classes, sizes, stroke, children). */
const cases: Record<string, unknown>[] = [
  {},
  { className: 'size-5' },
  { className: 'size-4 shrink-0', 'aria-hidden': true },
  { 'aria-label': 'More actions' },
  { role: 'img' },
  { size: 16, strokeWidth: 2.5 },
  { size: 32, strokeWidth: 1, absoluteStrokeWidth: true },
  { color: 'red', 'data-testid': 'icon', style: { opacity: 0.5 } },
];

describe('the lean createLucideIcon (build/lean-icons.ts builds lucide-react against it)', () => {
  it("renders exactly lucide-react's markup for icons with aliases and several shapes, whatever the props", () => {
    for (const [Original, data] of icons) {
      const Lean = createLucideIcon(data);
      expect(Lean.displayName).toBe(Original.displayName);
      for (const props of cases) {
        expect(renderToStaticMarkup(<Lean {...props} />), `${data.name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(<Original {...props} />),
        );
      }
      // A child (a <title>) names the icon: not hidden then.
      expect(
        renderToStaticMarkup(
          <Lean>
            <title>Hot</title>
          </Lean>,
        ),
      ).toBe(
        renderToStaticMarkup(
          <Original>
            <title>Hot</title>
          </Original>,
        ),
      );
    }
  });

  it('accepts the older form: a name and its shapes', () => {
    const Lean = createLucideIcon('ChevronDown', [['path', { d: 'm6 9 6 6 6-6', key: 'a' }]]);
    expect(renderToStaticMarkup(<Lean className="size-4" />)).toContain(
      'class="lucide lucide-chevron-down size-4"',
    );
  });
});
