import type { Plugin, Rolldown } from 'vite';
import { bookingsRouteModules, firstViewTextRoutes, placeholderModule, routeModuleFile } from './src/app/routeModules';
import { bookingsRoutePatterns } from '../core/src/routing/paths';

/**
 * Writes `route-preloads.json`: for each spec §2 bookings route, the chunks its module needs beyond what the page's
 * entry already loads (and, but for the home page, the texts beyond the first view's: `firstViewTextRoutes`). The server adds them to the page as `modulepreload` links, so a route's code downloads with
 * the shell instead of after the shell has run.
 */
export function routePreloads(): Plugin {
  return {
    name: 'courtside-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: Rolldown.OutputChunk) => {
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const name of chunk.imports) visit(byName.get(name)!);
        };
        visit(start);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedByEntry = entry ? staticClosure(entry) : new Set<string>();
      // Every route but those showing only a first view's texts loads the rest of the texts beside its module.
      const texts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/web/src/app/allTexts.ts'));
      if (!texts) this.error('no chunk for src/app/allTexts.ts (the texts beyond the first view)');
      const preloads: Record<string, string[]> = {};
      for (const pattern of bookingsRoutePatterns) {
        const file = routeModuleFile((bookingsRouteModules[pattern] ?? placeholderModule).module);
        const isModule = (id: string | null) => Boolean(id?.endsWith(`/web/${file}`));
        // The chunk the module is the face of, else the chunk the bundler put it in.
        const chunk = chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
        if (!chunk) this.error(`no chunk for ${file} (route ${pattern})`);
        const needed = new Set([...staticClosure(chunk), ...(firstViewTextRoutes.includes(pattern) ? [] : staticClosure(texts))]);
        preloads[pattern] = [...needed].filter((name) => !loadedByEntry.has(name)).map((name) => `/${name}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
