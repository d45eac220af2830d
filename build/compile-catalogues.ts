import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../src/shared/i18n/compile.ts';

const catalogueModule = /[\\/]src[\\/]shared[\\/]messages[\\/](en|de|fr|it)[\\/][^\\/]+\.ts$/;

/**
 * Bundles each message catalogue module (src/shared/messages/<language>/<area>.ts) already compiled: the module is
 * evaluated here, in Node, and its ICU messages are turned into Lingui's compiled form, so the browser carries
 * neither the catalogue's source nor an ICU parser (decision 021).
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'affiche-compile-catalogues',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!catalogueModule.test(file)) return null;
      this.addWatchFile(file);
      const module = (await import(`${pathToFileURL(file).href}?at=${Date.now()}`)) as { default: unknown };
      return { code: `export default ${JSON.stringify(compileCatalogue(module.default))};`, map: null };
    },
  };
}
