import type { Plugin, Rolldown } from 'vite';
import { bookingsRouteModules, firstViewTextRoutes, placeholderModule, routeModuleFile } from './src/app/routeModules';
import { bookingsRoutePatterns } from '../core/src/routing/paths';
import { myAccountFirstViewPatterns } from '../core/src/queries/accountReads';
import { joinFirstViewPatterns } from '../core/src/queries/joinReads';
import { routePreloadKey } from '../core/src/routing/sitePages';
import type { Site } from '../core/src/routing/shell';

/** The other sub-sites' pages whose first view the server draws, and the modules each loads (otherSiteRouters.tsx). */
const otherSiteFirstViews: Array<{ site: Site; patterns: readonly string[]; modules: Record<string, string[]> }> = [
  {
    site: 'online-joining',
    patterns: joinFirstViewPatterns,
    modules: { '/': ['sites/online-joining/routes/JoinHome'], '/:venueSlug': ['sites/online-joining/routes/JoinVenue'] },
  },
  {
    site: 'my-account',
    patterns: myAccountFirstViewPatterns,
    modules: {
      '/': ['sites/my-account/MyAccountLayout', 'sites/my-account/routes/Dashboard'],
      '/bookings': ['sites/my-account/MyAccountLayout', 'sites/my-account/routes/Bookings'],
      '/bookings/upcoming': ['sites/my-account/MyAccountLayout', 'sites/my-account/routes/Bookings'],
    },
  },
];

/**
 * Writes `route-preloads.json`: for each spec §2 bookings route, the chunks its module needs beyond what the page's
 * entry already loads (and, but for the home page, the texts beyond the first view's: `firstViewTextRoutes`); and for
 * the other sub-sites' pages with a first view (the join site's venues and plans, my-account's dashboard; keyed by
 * core's `routePreloadKey`), their modules' with the sites' route tables and every text. The server adds them to the page as `modulepreload` links, so a route's code downloads with
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
      /** The chunk a module file is the face of, else the chunk the bundler put it in. */
      const chunkOf = (file: string, route: string) => {
        const isModule = (id: string | null) => Boolean(id?.endsWith(`/web/${file}`));
        const chunk = chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
        if (!chunk) this.error(`no chunk for ${file} (route ${route})`);
        return chunk;
      };
      const beyondEntry = (needed: Set<string>) => [...needed].filter((name) => !loadedByEntry.has(name)).map((name) => `/${name}`);
      for (const pattern of bookingsRoutePatterns) {
        const chunk = chunkOf(routeModuleFile((bookingsRouteModules[pattern] ?? placeholderModule).module), pattern);
        preloads[pattern] = beyondEntry(new Set([...staticClosure(chunk), ...(firstViewTextRoutes.includes(pattern) ? [] : staticClosure(texts))]));
      }
      const otherRouters = chunkOf('src/app/otherSiteRouters.tsx', 'the other sub-sites');
      for (const { site, patterns, modules } of otherSiteFirstViews) {
        for (const pattern of patterns) {
          const chunks = (modules[pattern] ?? []).map((module) => staticClosure(chunkOf(`src/${module}.tsx`, `${site} ${pattern}`)));
          if (chunks.length === 0) this.error(`no module named for ${site} ${pattern}`);
          preloads[routePreloadKey(site, pattern)] = beyondEntry(new Set([...staticClosure(otherRouters), ...chunks.flatMap((c) => [...c]), ...staticClosure(texts)]));
        }
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
    },
  };
}
