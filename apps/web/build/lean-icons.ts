import path from 'node:path';
import type { Plugin } from 'vite';

/** src/lib/lean-icon.ts: lucide-react's `createLucideIcon` without the per-render rebuilding. */
export const LEAN_ICON = path.resolve(import.meta.dirname, '../src/lib/lean-icon.ts');

/**
 * Builds every lucide-react icon module against src/lib/lean-icon.ts instead of the package's
 * own `createLucideIcon` (decision 046), in the browser's bundle and the server's renderer alike,
 * so the two render the same markup. Only imports made by lucide-react's own files are redirected.
 */
export function leanIcons(): Plugin {
  return {
    name: 'ideaignite:lean-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer)) return null;
      return /(?:^|\/)createLucideIcon\.mjs$/.test(source) ? LEAN_ICON : null;
    },
  };
}
